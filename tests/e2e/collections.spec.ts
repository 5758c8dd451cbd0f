// Collections, the reference area (ARCHITECTURE §3), as a merchant uses it: the list keeps its state in the
// URL (page, page size, search, Active / Inactive view), so a reload or the back button shows the same list;
// a bill collection and a payment form are created and edited, stopped and started again after a
// confirmation (SPEC §4: the list then reloads for the view the merchant is on), and found again by search.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { merchantApi } from './merchant-api.ts'
import { logIn, skipTourIfShown } from './support.ts'

/** The list state the URL holds, with SPEC §4's defaults for what it leaves out. */
function listState(page: Page) {
  const params = new URL(page.url()).searchParams
  return {
    status: params.get('status') ?? 'active',
    skip: params.get('skip') ?? '0',
    limit: params.get('limit') ?? '10',
    search: params.get('search') ?? '',
  }
}

/** Bill collections made through the API, so the list has more than one page of them. */
async function makeCollections(request: APIRequestContext, titles: string[]) {
  const call = await merchantApi(request)
  for (const title of titles) await call('POST', 'collections', { title, kind: 'bill' })
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search collections' })
const showing = (page: Page) => page.getByTestId('data-table-showing')

test('the collection list keeps page, page size, search and view in the URL, through a reload and the back button', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000) // a dozen collections made first, then many list states: slow on a shared machine
  const suffix = Math.random().toString(36).slice(2, 7)
  await makeCollections(
    request,
    Array.from({ length: 12 }, (_, i) => `Kutipan ${suffix} ${String(i + 1).padStart(2, '0')}`),
  )
  await logIn(page, 'merchant@niaga.test')
  await skipTourIfShown(page)
  await page.goto('/collections/list')
  const active = page.getByRole('table', { name: 'Active collections' })
  await expect(active).toBeVisible()

  await searchBox(page).fill(suffix)
  await expect
    .poll(() => listState(page))
    .toEqual({ status: 'active', skip: '0', limit: '10', search: suffix })
  await expect(showing(page)).toHaveText('Showing 1–10 of 12')
  // Newest first: the last one made heads the list.
  await expect(active.getByRole('row').nth(1)).toContainText(`Kutipan ${suffix} 12`)

  await page.getByRole('button', { name: 'Next page' }).click()
  await expect
    .poll(() => listState(page))
    .toEqual({ status: 'active', skip: '10', limit: '10', search: suffix })
  await expect(showing(page)).toHaveText('Showing 11–12 of 12')
  await expect(active.getByRole('row')).toHaveCount(3) // header + 2

  // A new page size starts again from the first page.
  await page.getByLabel('Rows per page').selectOption('25')
  await expect
    .poll(() => listState(page))
    .toEqual({ status: 'active', skip: '0', limit: '25', search: suffix })
  await expect(showing(page)).toHaveText('Showing 1–12 of 12')

  await page.getByRole('tab', { name: 'Inactive', exact: true }).click()
  await expect
    .poll(() => listState(page))
    .toEqual({ status: 'inactive', skip: '0', limit: '25', search: suffix })
  await expect(page.getByText('No matching records')).toBeVisible()

  // A reload shows the same view, search and page size.
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Inactive', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(searchBox(page)).toHaveValue(suffix)
  await expect(page.getByText('No matching records')).toBeVisible()
  expect(listState(page)).toEqual({ status: 'inactive', skip: '0', limit: '25', search: suffix })

  // Back goes through the earlier states of the list, each shown as it was.
  await page.goBack()
  await expect
    .poll(() => listState(page))
    .toEqual({ status: 'active', skip: '0', limit: '25', search: suffix })
  await expect(page.getByRole('tab', { name: 'Active', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(showing(page)).toHaveText('Showing 1–12 of 12')
  await expect(page.getByLabel('Rows per page')).toHaveValue('25')
  await page.goBack()
  await expect
    .poll(() => listState(page))
    .toEqual({ status: 'active', skip: '10', limit: '10', search: suffix })
  await expect(showing(page)).toHaveText('Showing 11–12 of 12')
  await expect(searchBox(page)).toHaveValue(suffix)
})

test('a merchant creates a bill collection and a payment form, edits, stops and starts one, and finds it again', async ({
  page,
}) => {
  test.setTimeout(240_000) // four screens and two confirmations: past the 60 s default on a slow machine
  const suffix = Math.random().toString(36).slice(2, 7)
  const billTitle = `Yuran Tuisyen ${suffix}`
  const formTitle = `Derma Surau ${suffix}`
  await logIn(page, 'merchant@niaga.test')
  await skipTourIfShown(page)
  await page.goto('/collections/list')
  const main = page.getByRole('main')
  const active = page.getByRole('table', { name: 'Active collections' })
  const billRow = active.getByRole('row', { name: new RegExp(billTitle) })
  const confirm = page.getByRole('alertdialog')

  await test.step('the merchant creates a bill collection: the title is required, and its page shows what was entered', async () => {
    await main.getByRole('link', { name: 'Create bill collection' }).first().click()
    await expect(page).toHaveURL(/\/collections\/create-bill-form$/)
    const newForm = page.getByRole('form', { name: 'New collection' })
    await newForm.getByRole('button', { name: 'Create bill collection' }).click()
    await expect(newForm.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true')
    await newForm.getByLabel('Title').fill(`${billTitle} draft`)
    await newForm.getByLabel('Description').fill('Yuran bulanan kelas tuisyen')
    await newForm.getByRole('button', { name: 'Create bill collection' }).click()
    await expect(page.getByText('Collection created')).toBeVisible()
    await expect(page).toHaveURL(/\/collections\/view\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: `${billTitle} draft` })).toBeVisible()
    await expect(main).toContainText('Bill collection')
    await expect(main).toContainText('Per bill')
    await expect(main).toContainText('Yuran bulanan kelas tuisyen')
  })

  await test.step('the merchant edits it: the form opens with what was saved, and the page shows the change', async () => {
    await main.getByRole('link', { name: 'Edit', exact: true }).click()
    await expect(page).toHaveURL(/\/collections\/edit\/[0-9a-f-]{36}$/)
    const editForm = page.getByRole('form', { name: 'Edit collection' })
    await expect(editForm.getByLabel('Title')).toHaveValue(`${billTitle} draft`)
    await editForm.getByLabel('Title').fill(billTitle)
    await editForm.getByRole('button', { name: 'Save collection' }).click()
    await expect(page.getByText('Collection saved')).toBeVisible()
    await expect(page.getByRole('heading', { name: billTitle, exact: true })).toBeVisible()
  })

  await test.step('the merchant creates a payment form with a fixed amount', async () => {
    await page.goto('/collections/list')
    await main.getByRole('link', { name: 'Create payment form' }).first().click()
    await expect(page).toHaveURL(/\/collections\/create-payment-form$/)
    const paymentForm = page.getByRole('form', { name: 'New collection' })
    await paymentForm.getByLabel('Title').fill(formTitle)
    await paymentForm.getByText('Fixed amount', { exact: true }).click()
    await paymentForm.getByRole('textbox', { name: 'Fixed amount' }).fill('25.00')
    await paymentForm.getByRole('button', { name: 'Create payment form' }).click()
    await expect(page.getByText('Collection created')).toBeVisible()
    await expect(page.getByRole('heading', { name: formTitle })).toBeVisible()
    await expect(main).toContainText('Payment form')
    await expect(main).toContainText('RM 25.00')
  })

  await test.step('the merchant finds both by search in the active list', async () => {
    await page.goto('/collections/list')
    await searchBox(page).fill(suffix)
    await expect(active.getByRole('row')).toHaveCount(3)
    await expect(active.getByRole('row', { name: new RegExp(formTitle) })).toContainText('RM 25.00')
    await expect(billRow).toContainText('Per bill')
  })

  await test.step('the merchant asks to stop the bill collection and keeps it as is: nothing changes', async () => {
    await billRow.getByRole('button', { name: `Stop ${billTitle}` }).click()
    await expect(confirm).toContainText('Stop this collection?')
    await expect(confirm).toContainText(`Payers can no longer pay “${billTitle}”`)
    await confirm.getByRole('button', { name: 'Keep as is' }).click()
    await expect(confirm).toBeHidden()
    await expect(billRow).toBeVisible()
  })

  await test.step('the merchant stops it: the list reloads for the active view', async () => {
    // First page, 10 rows, newest first, no search.
    await billRow.getByRole('button', { name: `Stop ${billTitle}` }).click()
    await confirm.getByRole('button', { name: 'Stop collection' }).click()
    await expect(page.getByText('Collection stopped')).toBeVisible()
    await expect(confirm).toBeHidden()
    await expect.poll(() => listState(page)).toEqual({ status: 'active', skip: '0', limit: '10', search: '' })
    await expect(searchBox(page)).toHaveValue('')
    await searchBox(page).fill(suffix)
    await expect(active.getByRole('row')).toHaveCount(2)
    await expect(active.getByRole('row', { name: new RegExp(formTitle) })).toBeVisible()
  })

  await test.step('the merchant starts it again from the inactive view', async () => {
    await page.getByRole('tab', { name: 'Inactive', exact: true }).click()
    const inactive = page.getByRole('table', { name: 'Inactive collections' })
    await searchBox(page).fill(suffix)
    const stoppedRow = inactive.getByRole('row', { name: new RegExp(billTitle) })
    await expect(inactive.getByRole('row')).toHaveCount(2)
    await stoppedRow.getByRole('button', { name: `Start ${billTitle}` }).click()
    await expect(confirm).toContainText('Start this collection?')
    await expect(confirm).toContainText(`“${billTitle}” will accept payments again.`)
    await confirm.getByRole('button', { name: 'Start collection' }).click()
    await expect(page.getByText('Collection started')).toBeVisible()
    await expect(confirm).toBeHidden()
    await expect
      .poll(() => listState(page))
      .toEqual({ status: 'inactive', skip: '0', limit: '10', search: '' })
    await searchBox(page).fill(suffix)
    await expect(page.getByText('No inactive collections')).toBeVisible()
  })

  await test.step('the merchant finds it again in the active list, and its page says it is active', async () => {
    await page.getByRole('tab', { name: 'Active', exact: true }).click()
    await searchBox(page).fill(billTitle)
    await expect(active.getByRole('row')).toHaveCount(2)
    await active.getByRole('link', { name: billTitle }).click()
    await expect(page.getByRole('heading', { name: billTitle, exact: true })).toBeVisible()
    await expect(main.getByRole('button', { name: 'Stop collection' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Create bill', exact: true }).first()).toBeVisible()
  })
})
