// Customers (SPEC §7 Users and accounts: customers): list, read, create, change, delete.
import { CustomerCreateSchema, CustomerSchema, CustomerUpdateSchema } from '../../src/contract/customers.ts'
import { CUSTOMER_SORTS } from '../../src/contract/list-choices.ts'
import { listQuerySchema } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { accountDeps } from '../http/record-routes.ts'
import {
  createCustomer,
  deleteCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from '../services/customers/customers.ts'

export const customerRoutes = defineRoutes({ tag: 'Customers', access: 'merchant' }, (r) => {
  r.records({
    id: 'customers',
    path: '/customers',
    label: 'Customer',
    row: CustomerSchema,
    list: {
      summary: "List customer records of the caller's account",
      query: listQuerySchema(CUSTOMER_SORTS, 'created_at'),
      run: accountDeps(listCustomers),
    },
    get: {
      summary: 'Get one customer',
      run: accountDeps(getCustomer),
    },
    create: {
      summary: 'Create a customer',
      body: CustomerCreateSchema,
      run: (deps, caller, body) => createCustomer(deps, caller.accountId, body),
    },
    update: {
      summary: 'Change a customer',
      body: CustomerUpdateSchema,
      run: (deps, caller, id, body) => updateCustomer(deps, caller.accountId, id, body),
    },
    delete: {
      summary: 'Delete a customer',
      run: accountDeps(deleteCustomer),
    },
  })
})
