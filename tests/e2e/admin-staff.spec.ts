import { acceptInvitation, addVirtualAuthenticator, adminCli, ownerEmail, signedIn } from './admin-support';
import { expect } from './fixtures';

/**
 * The staff role on a phone: staff invited from the command line (`--role staff`) sign in
 * with a passkey and see only what they may do, in both languages; an owner makes them an
 * owner in the owners screen, and their screens follow.
 */

const phone = { width: 390, height: 844 };
signedIn.use({ viewport: phone });

signedIn('staff see only what they may do; an owner changes their role', async ({ page: owner, browser }, testInfo) => {
  const email = ownerEmail('staff', testInfo.workerIndex);
  const { stdout, stderr } = await adminCli('invite', '--role', 'staff', email);
  expect(stderr).toContain('a new account: staff');
  const context = await browser.newContext({ viewport: phone });
  const staff = await context.newPage();
  // (A page of its own, outside the fixture's console guard: its errors, a 403 among them, are collected here.)
  const errors: string[] = [];
  staff.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await addVirtualAuthenticator(staff);
  await acceptInvitation(staff, stdout.trim());

  await staff.goto('/admin');
  await expect(staff.getByRole('heading', { level: 1, name: 'Přehled' })).toBeVisible();
  const nav = staff.getByRole('navigation', { name: 'Hlavní nabídka' });
  await expect(nav.getByRole('link')).toHaveText([
    'Přehled',
    'Rezervace',
    'Denní menu',
    'Vyprodáno dnes',
    'Oznámení',
    'Poptávky',
  ]);
  await expect(staff.locator('.admin-header')).toContainText(`Přihlášen(a): ${email} · Role: personál`);
  // The launch checklist and the owners' links are not there; today's lunch and exception are.
  await expect(staff.getByRole('heading', { name: 'Před spuštěním zbývá' })).toHaveCount(0);
  await expect(staff.getByRole('heading', { name: 'Dnešní menu' })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Majitelé a personál' })).toHaveCount(0);
  await expect(staff.getByRole('link', { name: 'Záznam událostí' })).toHaveCount(0);

  // The announcements and the inbox open without a refusal (a 403 would be a console error).
  await nav.getByRole('link', { name: 'Oznámení' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Úprava: Oznámení' })).toBeVisible();
  await expect(staff.getByRole('navigation', { name: 'Obsah webu' }).getByRole('link')).toHaveText([
    'Oznámení',
    'Denní menu',
  ]);
  // Sold out today: the food menu's dishes too (its save accepted only for that, server/admin/staff-permissions.test.ts).
  await nav.getByRole('link', { name: 'Vyprodáno dnes' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Vyprodáno dnes' })).toBeVisible();
  await expect(
    staff.getByRole('region', { name: 'Jídelní lístek' }).getByRole('button', {
      // (Either state: the lunch spec marks this dish meanwhile.)
      name: /^(?:Označit jako vyprodané|Vrátit do nabídky)\s*:\s*Hovězí tatarák$/,
    }),
  ).toBeVisible();
  await nav.getByRole('link', { name: 'Poptávky' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Poptávky' })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Smazat' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Přehled' }).click();
  await expect(staff.getByRole('heading', { name: 'Dnešní menu' })).toBeVisible();
  expect(errors, 'no request of staff’s screens is refused').toEqual([]);

  await staff.getByRole('button', { name: 'Switch the admin to English' }).click();
  await expect(staff.getByRole('navigation', { name: 'Main menu' }).getByRole('link')).toHaveText([
    'Overview',
    'Bookings',
    'Lunch menu',
    'Sold out today',
    'Announcements',
    'Enquiries',
  ]);
  await expect(staff.locator('.admin-header')).toContainText('Role: staff');
  await expect(staff.getByRole('heading', { name: 'Left to do before launch' })).toHaveCount(0);

  // The owner sees the role in words and makes them an owner.
  await owner.goto('/admin/owners');
  const account = owner.locator('.admin-owners > li').filter({ has: owner.getByRole('heading', { name: email }) });
  await expect(account).toContainText('Role: personál');
  await account.getByRole('button', { name: `Udělat z ${email} majitele` }).click();
  await expect(owner.getByRole('status').filter({ hasText: `Role ${email} je teď: majitel.` })).toBeVisible();
  await expect(account).toContainText('Role: majitel');

  await staff.reload();
  await expect(
    staff.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Owners and staff' }),
  ).toBeVisible();
  await expect(staff.locator('.admin-header')).toContainText('Role: owner');
  await context.close();
});
