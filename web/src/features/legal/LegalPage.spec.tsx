import type { PrivacyFacts } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { PrivacyPage } from './LegalPage';

const facts = (unorderedStoryDays: number): PrivacyFacts => ({
  retention: {
    checkEveryMinutes: 60,
    unorderedStoryDays,
    orderedStoryDays: 30,
    contactMessageDays: 365,
    orderYears: 7,
  },
  processors: { storyWriter: 'OpenAI', illustrator: null, payments: 'Stripe', printing: 'Lulu' },
});

describe('the privacy page', () => {
  it.each([180, 30])(
    'quotes the configured retention (%i days) from GET /api/privacy',
    async (days) => {
      const seen = installFakeApi(() => ({ status: 200, body: facts(days) }));
      renderWithApp(<PrivacyPage />);
      expect(
        await screen.findByText(
          new RegExp(`deleted with their pictures and book files ${days} days after`),
        ),
      ).toBeInTheDocument();
      expect(seen.map((r) => r.url.pathname)).toEqual(['/api/privacy']);
      expect(screen.getByText(/OpenAI receives only the story details/)).toBeInTheDocument();
      expect(screen.getByText(/Our print service \(Lulu\)/)).toBeInTheDocument();
    },
  );

  it('says so when the settings could not be read (no numbers of its own)', async () => {
    installFakeApi(() => ({ status: 503, body: { statusCode: 503, message: 'down' } }));
    renderWithApp(<PrivacyPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.queryByText(/days after/)).toBeNull();
  });
});
