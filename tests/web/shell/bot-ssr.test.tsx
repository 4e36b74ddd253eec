import { renderToString } from 'react-dom/server';
import { BOT_ATTRIBUTE, BotProvider, useIsBot } from '@/state/bot';

function Probe() {
  return <span>{useIsBot() ? 'bot' : 'person'}</span>;
}

afterEach(() => document.documentElement.removeAttribute(BOT_ATTRIBUTE));

describe('useIsBot on the server and at hydration', () => {
  it('the server answers from the request user agent the document passed down', () => {
    expect(
      renderToString(
        <BotProvider bot>
          <Probe />
        </BotProvider>,
      ),
    ).toContain('bot');
    expect(
      renderToString(
        <BotProvider bot={false}>
          <Probe />
        </BotProvider>,
      ),
    ).toContain('person');
  });

  it('without a provider, hydration starts from the attribute the document put on <html>', () => {
    document.documentElement.setAttribute(BOT_ATTRIBUTE, 'true');
    expect(renderToString(<Probe />)).toContain('bot');
    document.documentElement.removeAttribute(BOT_ATTRIBUTE);
    expect(renderToString(<Probe />)).toContain('person');
  });
});
