import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Story } from '@shop/contracts';

const LOOK = { skinTone: 'medium', hairColor: 'red', hairStyle: 'pigtails', glasses: true };

test.describe('the child’s pronoun and look', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a parent on a phone picks she/her and a look on the home form, and the story keeps them', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByLabel("Child's name").fill('Mia');
    await page.getByRole('combobox', { name: 'Favorite animal' }).click();
    await page.getByRole('option', { name: 'Owl' }).click();
    await page
      .getByRole('combobox', { name: /Select a social\/emotional theme|Story theme/ })
      .first()
      .click();
    await page.getByRole('option', { name: 'Courage & Bravery' }).click();

    const pronoun = page.getByRole('group', { name: 'How should the story refer to Mia?' });
    await expect(pronoun.getByRole('radio', { name: 'they/them' })).toBeChecked();
    // Keyboard only: from they/them, the arrows go round to she/her.
    await pronoun.getByRole('radio', { name: 'they/them' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(pronoun.getByRole('radio', { name: 'she/her' })).toBeChecked();

    const toggle = page.getByRole('button', { name: /Your child’s look/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await page
      .getByRole('group', { name: 'Skin tone' })
      .getByRole('radio', { name: 'Medium' })
      .click();
    await page
      .getByRole('group', { name: 'Hair colour' })
      .getByRole('radio', { name: 'Red' })
      .click();
    await page.getByLabel('Hair style').selectOption({ label: 'Pigtails' });
    await page.getByLabel('Glasses').selectOption({ label: 'Yes' });

    // Fits a phone: nothing wider than the screen, and no serious accessibility problem.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    const { violations } = await new AxeBuilder({ page }).include('.story-form').analyze();
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
    ).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath('child-profile-375.png'),
      fullPage: true,
    });

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/stories/generate')),
      page.getByRole('button', { name: 'Generate Story' }).click(),
    ]);
    expect(response.status()).toBe(202);
    expect(response.request().postDataJSON()).toMatchObject({ pronoun: 'she', childLook: LOOK });
    const queued = (await response.json()) as Story;
    expect(queued).toMatchObject({ pronoun: 'she', childLook: LOOK });

    await expect(page.getByRole('link', { name: 'Buy Custom Storybook - $24.99' })).toBeVisible({
      timeout: 30_000,
    });
    // Stored: the story read back (with this browser's cookie) carries the choice.
    const stored = (await (await page.request.get(`/api/stories/${queued.id}`)).json()) as Story;
    expect(stored).toMatchObject({ generationStatus: 'ready', pronoun: 'she', childLook: LOOK });
  });
});
