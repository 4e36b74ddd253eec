import { createTicket, replyTicket } from '@contracts/support';
import { checkNewTicket, checkReply } from '@/features/support/utils/ticket-form-rules';

// The ticket forms check lengths without zod (so their pages do not load it); they must
// refuse exactly what the contract refuses, and name the right problem.
const texts = [
  '',
  '   ',
  'a',
  'ab',
  ' ab ',
  'abc',
  '  abc  ',
  'x'.repeat(200),
  'x'.repeat(201),
  'y'.repeat(5000),
  'y'.repeat(5001),
];

describe('the support form rules', () => {
  it('agree with the contract on every pair of edge-case texts', () => {
    for (const subject of texts) {
      for (const message of texts) {
        const found = checkNewTicket({ subject, message });
        const contract = createTicket.body!.safeParse({ subject, message });
        const refused = contract.success ? [] : contract.error.issues.map((issue) => String(issue.path[0]));
        expect({ subject, message, fields: Object.keys(found).sort() }).toEqual({
          subject,
          message,
          fields: [...new Set(refused)].sort(),
        });
      }
      const reply = Object.keys(checkReply({ message: subject })).length === 0;
      expect({ message: subject, ok: reply }).toEqual({
        message: subject,
        ok: replyTicket.body!.safeParse({ message: subject }).success,
      });
    }
  });

  it('names the problem the form shows', () => {
    expect(checkNewTicket({ subject: '  ', message: 'x'.repeat(5001) })).toEqual({
      subject: 'required',
      message: 'tooLong',
    });
    expect(checkNewTicket({ subject: 'ab', message: 'ok' })).toEqual({ subject: 'tooShort' });
    expect(checkReply({ message: ' hi ' })).toEqual({});
  });
});
