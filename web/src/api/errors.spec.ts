import { APP_ERROR_TEXTS } from '@shop/contracts';
import { errorMessage, formatHttpError, requestError } from './errors';

describe('request errors', () => {
  it('keep "status: body" as the message and the server’s sentence as the text', () => {
    const error = formatHttpError(429, {
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many stories for now. Please try again in a few minutes.',
    });
    expect(error.message).toBe('429: Too many stories for now. Please try again in a few minutes.');
    expect(errorMessage(error)).toBe(
      'Too many stories for now. Please try again in a few minutes.',
    );
  });

  it('say a plain sentence when the body is not the API’s (a proxy’s page, nothing)', () => {
    const error = formatHttpError(502, '<html>Bad Gateway</html>', 'Bad Gateway');
    expect(error.message).toBe('502: <html>Bad Gateway</html>');
    expect(errorMessage(error)).toBe(APP_ERROR_TEXTS.request);
    expect(errorMessage(formatHttpError(500, '', 'Internal Server Error'))).toBe(
      APP_ERROR_TEXTS.request,
    );
  });

  it('say the shop is out of reach when no answer came', () => {
    expect(errorMessage(requestError('FETCH_ERROR', 'TypeError: Failed to fetch'))).toBe(
      APP_ERROR_TEXTS.offline,
    );
  });

  it('never show a status code prefix', () => {
    for (const e of [formatHttpError(404, { nope: 1 }), requestError(500, 'x'), new Error('x'), 1])
      expect(errorMessage(e)).not.toMatch(/^\d{3}:/);
  });
});
