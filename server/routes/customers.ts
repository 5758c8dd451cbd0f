// Customers, defined through the generic merchant-owned resource.
import { CustomerCreateSchema, CustomerSchema, CustomerUpdateSchema, type Customer } from '../../src/contract/customers.ts'
import { customers } from '../db/schema/index.ts'
import type { Registry } from '../http/operation.ts'
import { defineResource } from '../services/resource.ts'

export function registerCustomerRoutes(r: Registry): void {
  defineResource(r, {
    name: 'customers',
    label: 'Customer',
    tag: 'Customers',
    table: customers,
    row: CustomerSchema,
    create: CustomerCreateSchema,
    update: CustomerUpdateSchema,
    sortable: { created_at: customers.created_at, name: customers.name, email: customers.email },
    searchable: [customers.name, customers.email, customers.phone],
    toApi: (row): Customer => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      address: row.address,
      state: row.state,
      notes: row.notes,
      record_status_id: row.record_status_id,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    }),
  })
}
