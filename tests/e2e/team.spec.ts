// Team and roles in the browser: the owner invites a staff member from Settings › Team, the invitation link
// arrives in the sandbox outbox, the invitee opens it without logging in, sets a password, joins and logs in
// again — and as staff has no Team in the menu and no access to the page by its address. A refused member
// change shows SPEC §8's alert with its response code.
import { expect, test, type Page } from '@playwright/test'
import { logIn, skipTourIfShown } from './support.ts'

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })

async function openMenuLink(page: Page, group: string, link: string) {
  const item = menu(page).getByRole('link', { name: link, exact: true })
  if (!(await item.isVisible())) await menu(page).getByRole('button', { name: group }).click()
  await item.click()
}

test('an invited staff member accepts by the emailed link, logs in and cannot open the team page', async ({
  page,
  browser,
}) => {
  const email = `kamal.${Date.now().toString(36)}@example.my`
  const password = 'Kamal#2026'

  await logIn(page, 'merchant@niaga.test')
  await skipTourIfShown(page)
  await openMenuLink(page, 'Settings', 'Team')
  await expect(page).toHaveURL(/\/settings\/team/)
  // The breadcrumb names the page itself under its menu group, not just "Home › Settings".
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Settings', 'Team'])
  await openMenuLink(page, 'Settings', 'Notifications')
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Settings', 'Notifications'])
  await openMenuLink(page, 'Settings', 'Team')
  const members = page.getByRole('table', { name: 'Team members' })
  await expect(members.getByRole('row').filter({ hasText: 'Farid Hakim' })).toContainText('Staff')
  await expect(members.getByRole('row').filter({ hasText: 'Aisyah Rahman' })).toContainText('You')

  await page.getByRole('button', { name: 'Invite member' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' })
  await dialog.getByLabel('Email').fill('not an email')
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expect(dialog.getByText('The email field must be a valid email')).toBeVisible()
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Role').selectOption('staff')
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible()
  const invitations = page.getByRole('table', { name: 'Invitations' })
  await expect(
    invitations
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('cell', { name: 'Pending', exact: true }),
  ).toBeVisible()

  // The email, in the sandbox outbox: it carries the link.
  await page.goto('/outbox')
  await page
    .getByRole('table', { name: 'Sandbox outbox' })
    .getByRole('button', { name: new RegExp(`^Open Email to ${email.replace(/\./g, '\\.')}`) })
    .click()
  const message = page.getByRole('dialog')
  await expect(message.getByTestId('outbox-message-body')).toContainText(
    'Aisyah Rahman invited you to join Niaga Demo Sdn Bhd',
  )
  const href = await message.getByRole('link', { name: /\/invite#/ }).getAttribute('href')
  // The token is the link's fragment, which never reaches a server.
  expect(href).toMatch(/\/invite#[\w-]+\.[\w-]+$/)

  // The invitee, in their own browser: no login needed to open the link.
  const invitee = await (await browser.newContext()).newPage()
  const link = new URL(href!)
  await invitee.goto(`${link.pathname}${link.hash}`)
  await expect(invitee.getByRole('heading', { name: 'Join Niaga Demo Sdn Bhd' })).toBeVisible()
  await expect(invitee.getByText('Aisyah Rahman invited you as Staff.')).toBeVisible()
  await expect(invitee.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  await invitee.getByLabel('Full name').fill('Kamal Ariffin')
  await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill('kamal2026')
  await invitee.getByRole('textbox', { name: 'Confirm password' }).fill('kamal2026')
  await invitee.getByRole('button', { name: 'Set password and join' }).click()
  await expect(
    invitee.getByText(
      'Your password must contain at least one uppercase, one lowercase, one special character and one digit',
    ),
  ).toBeVisible()
  await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await invitee.getByRole('textbox', { name: 'Confirm password' }).fill(password)
  await invitee.getByRole('button', { name: 'Set password and join' }).click()
  await skipTourIfShown(invitee)

  // Logs out and in again with the password they chose.
  await invitee.getByRole('button', { name: /Account menu/ }).click()
  await invitee.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(invitee).toHaveURL(/\/login$/)
  await logIn(invitee, email, password)
  await expect(invitee).toHaveURL(/\/dashboard/)

  // Staff: Settings has no Team, and the page's address shows no access.
  const settings = menu(invitee).getByRole('button', { name: 'Settings' })
  if (await settings.isVisible()) await settings.click()
  await expect(menu(invitee).getByRole('link', { name: 'Team', exact: true })).toHaveCount(0)
  await invitee.goto('/settings/team')
  await expect(invitee.getByTestId('no-access')).toContainText('You do not have access to the team')
  await expect(invitee.getByTestId('no-access')).toContainText(
    'Only owners and administrators can manage users and invitations',
  )
  await expect(invitee.getByRole('table', { name: 'Team members' })).toHaveCount(0)

  // The owner sees the new member and the invitation accepted.
  await page.goto('/settings/team')
  await expect(members.getByRole('row').filter({ hasText: email })).toContainText('Kamal Ariffin')
  await expect(
    invitations
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('cell', { name: 'Accepted', exact: true }),
  ).toBeVisible()
})

test('a refused member change shows the alert with its response code', async ({ page }) => {
  await logIn(page, 'merchant@niaga.test')
  await skipTourIfShown(page)
  await page.goto('/settings/team')
  await page.getByRole('button', { name: 'Change role of Aisyah Rahman' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change role of Aisyah Rahman' })
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('admin')
  await dialog.getByRole('button', { name: 'Save role' }).click()
  const alert = dialog.getByTestId('member-update-error')
  await expect(alert).toContainText(
    'An account needs at least one active owner: make another member an owner first',
  )
  await expect(alert).toContainText('Error code: 4090')
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // Deactivating, after a confirmation, logs the viewer out of the account; reactivating lets them back.
  const viewer = page
    .getByRole('table', { name: 'Team members' })
    .getByRole('row')
    .filter({ hasText: 'viewer@niaga.test' })
  await viewer.getByRole('button', { name: 'Deactivate Chong Mei Ling' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate member' }).click()
  await expect(viewer.getByRole('cell', { name: 'Deactivated', exact: true })).toBeVisible()
  await viewer.getByRole('button', { name: 'Reactivate Chong Mei Ling' }).click()
  await expect(viewer.getByRole('cell', { name: 'Active', exact: true })).toBeVisible()
})
