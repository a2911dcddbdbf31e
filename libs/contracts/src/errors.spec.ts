import { isApiError } from './errors';

describe('isApiError', () => {
  it('accepts the API error shape, with and without field details', () => {
    expect(isApiError({ statusCode: 400, error: 'Bad Request', message: 'x' })).toBe(true);
    expect(
      isApiError({
        statusCode: 400,
        error: 'Bad Request',
        message: 'x',
        details: [{ field: 'childName', message: "Please enter your child's name" }],
      }),
    ).toBe(true);
  });

  it.each([
    null,
    'Bad Request',
    { statusCode: '400', error: 'Bad Request', message: 'x' },
    { statusCode: 400.5, error: 'Bad Request', message: 'x' },
    { statusCode: 400, message: 'x' },
    { statusCode: 400, error: 'Bad Request', message: 'x', details: 'oops' },
    { statusCode: 400, error: 'Bad Request', message: 'x', details: [{ field: 'a' }] },
  ])('refuses %p', (body) => expect(isApiError(body)).toBe(false));
});
