import { answerProblem } from './answer-check';

describe('answerProblem', () => {
  it('takes a bare 431 only for a request head larger than an HTTP server reads', () => {
    expect(answerProblem({ status: 431, body: undefined, text: '', headTooLarge: true })).toBeNull();
    expect(answerProblem({ status: 431, body: undefined, text: '' })).toBe('431 without a JSON envelope');
    // Something that did answer (a handler) owes the envelope even then.
    expect(answerProblem({ status: 431, body: undefined, text: 'too big', headTooLarge: true })).toBe(
      '431 without a JSON envelope',
    );
  });

  it('still wants the envelope with a known code on other refusals', () => {
    expect(answerProblem({ status: 400, body: undefined, text: '', headTooLarge: true })).toBe(
      '400 without a JSON envelope',
    );
    expect(answerProblem({ status: 422, body: { status: false, message: 'no', code: 'NOT_A_CODE' }, text: '{}' })).toBe(
      '422 envelope with code "NOT_A_CODE"',
    );
    expect(answerProblem({ status: 500, body: undefined, text: '' })).toBe('status 500');
  });
});
