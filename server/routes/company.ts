// Company information (SPEC §7 Settings CRUD: company-details, plus GET company-details/options/company-me
// and PUT company-details/info/{id}) and business owners (SPEC §7: business-owner-details).
import * as v from 'valibot'
import {
  BusinessOwnerCreateSchema,
  BusinessOwnerListSchema,
  BusinessOwnerSchema,
  BusinessOwnerUpdateSchema,
} from '../../src/contract/business-owners.ts'
import {
  CompanyCreateSchema,
  CompanyInfoUpdateSchema,
  CompanySchema,
  CompanyUpdateSchema,
} from '../../src/contract/company.ts'
import { BUSINESS_OWNER_SORTS } from '../../src/contract/list-choices.ts'
import { listQuerySchema, PageSearchQuery } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { accountDeps } from '../http/record-routes.ts'
import { IdParamsSchema } from '../http/validation.ts'
import {
  createOwner,
  deleteOwner,
  getOwner,
  listOwners,
  updateOwner,
} from '../services/company/business-owners.ts'
import {
  companyOfAccount,
  createCompany,
  deleteCompany,
  getCompany,
  listCompanies,
  updateCompany,
} from '../services/company/company.ts'

export const companyRoutes = defineRoutes(
  { tag: 'Company information', access: 'merchant', permission: 'settings' },
  (r) => {
    // Before the record routes: "options" is not an id.
    r.add({
      id: 'companyDetails.me',
      method: 'get',
      path: '/company-details/options/company-me',
      summary: "The caller's account's company information, or null when it has none",
      permission: 'view',
      response: v.nullable(CompanySchema),
      handler: async ({ deps, caller }) => ({ data: await companyOfAccount(deps, caller.accountId) }),
    })

    r.add({
      id: 'companyDetails.updateInfo',
      method: 'put',
      path: '/company-details/info/:id',
      summary:
        'Change what payers read (address, logo, support email and phone); registration details are refused here',
      params: IdParamsSchema,
      body: CompanyInfoUpdateSchema,
      response: CompanySchema,
      handler: async ({ deps, caller, params, body }) => ({
        data: await updateCompany(deps, caller.accountId, params.id, body),
        description: 'Company information updated',
      }),
    })

    r.records({
      id: 'companyDetails',
      path: '/company-details',
      label: 'Company information',
      row: CompanySchema,
      list: {
        summary: "The account's company information as a list (one record per account)",
        query: PageSearchQuery,
        run: accountDeps(listCompanies),
      },
      get: {
        summary: 'Get the company information by id',
        run: accountDeps(getCompany),
      },
      create: {
        summary: 'Create the company information (one per account: a second answers 4090)',
        body: CompanyCreateSchema,
        description: 'Company information saved',
        run: (deps, caller, body) => createCompany(deps, caller.accountId, body),
      },
      update: {
        summary: 'Change the company information',
        body: CompanyUpdateSchema,
        run: (deps, caller, id, body) => updateCompany(deps, caller.accountId, id, body),
      },
      delete: {
        summary: 'Delete the company information (payers then see the account name only)',
        run: accountDeps(deleteCompany),
      },
    })

    r.group({ tag: 'Business owners' }, (owners) => {
      owners.add({
        id: 'businessOwners.list',
        method: 'get',
        path: '/business-owner-details',
        summary:
          'Directors and shareholders, with the share of the business they hold together (IC numbers masked except for owners)',
        permission: 'view',
        query: listQuerySchema(BUSINESS_OWNER_SORTS, 'created_at'),
        response: BusinessOwnerListSchema,
        handler: async ({ deps, caller, query }) => ({ data: await listOwners(deps, caller, query) }),
      })

      owners.records({
        id: 'businessOwners',
        path: '/business-owner-details',
        label: 'Business owner',
        row: BusinessOwnerSchema,
        get: {
          summary: 'Get one director or shareholder',
          run: (deps, caller, id) => getOwner(deps, caller, id),
        },
        create: {
          summary: "Add a director or shareholder; the owners' shares may not exceed 100% together",
          body: BusinessOwnerCreateSchema,
          run: (deps, caller, body) => createOwner(deps, caller, body),
        },
        update: {
          summary: 'Change a director or shareholder (id_number left out stays as it is)',
          body: BusinessOwnerUpdateSchema,
          run: (deps, caller, id, body) => updateOwner(deps, caller, id, body),
        },
        delete: {
          summary: 'Remove a director or shareholder',
          run: accountDeps(deleteOwner),
        },
      })
    })
  },
)
