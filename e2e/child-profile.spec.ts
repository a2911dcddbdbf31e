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

  test('Create Together on a phone asks the same, and the new story keeps the choice', async ({
    page,
  }) => {
    await page.goto('/create-collaborative');
    const form = page.getByRole('form', { name: 'Create Together' });
    await form.getByLabel("Child's name").fill('Leo');
    await form.getByLabel('Favorite animal').selectOption('fox');
    await form.getByLabel('Story theme').selectOption('kindness');
    await form.getByLabel(/Parent's part/).fill('Once upon a time, Leo found a fox.');
    await form.getByLabel(/Child's part/).fill('The fox could fly!');
    const pronoun = form.getByRole('group', { name: 'How should the story refer to Leo?' });
    await pronoun.getByRole('radio', { name: 'he/him' }).check();
    await form.getByRole('button', { name: /Your child’s look/ }).click();
    await form
      .getByRole('group', { name: 'Skin tone' })
      .getByRole('radio', { name: 'Deep brown' })
      .click();
    await form.getByLabel('Hair style').selectOption({ label: 'Buzz cut' });

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    const { violations } = await new AxeBuilder({ page }).include('.ct-form').analyze();
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
    ).toEqual([]);
    await form.screenshot({ path: test.info().outputPath('create-together-375.png') });

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/stories/collaborative')),
      form.getByRole('button', { name: 'Create Our Story' }).click(),
    ]);
    expect(response.status()).toBe(201);
    const look = { skinTone: 'deep', hairStyle: 'buzz' };
    const { story } = (await response.json()) as { story: Story };
    expect(story).toMatchObject({ pronoun: 'he', childLook: look });
    const stored = (await (await page.request.get(`/api/stories/${story.id}`)).json()) as Story;
    expect(stored).toMatchObject({ pronoun: 'he', childLook: look });
  });
});
