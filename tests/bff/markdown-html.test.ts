/** @jest-environment jsdom */
import { markdownHtml } from '@/bff/ssr/markdown-html';

// The pages that show one document insert markdownHtml's output with dangerouslySetInnerHTML,
// so it must never hold executable markup whatever an upstream editor (or an attacker with
// upstream write access) puts in the Markdown. The output is parsed as a browser would, and
// every element and attribute is checked against what Markdown can legitimately produce.

const MARKDOWN_TAGS = new Set(
  'div p h1 h2 h3 h4 h5 h6 em strong del a code pre ul ol li blockquote img hr br table thead tbody tr th td input span sup footer'.split(
    ' ',
  ),
);
const ATTRIBUTES = new Set([
  'href',
  'src',
  'alt',
  'title',
  'id',
  'start',
  'type',
  'checked',
  'disabled',
  'align',
  'class',
]);
const URL_ATTRIBUTES = new Set(['href', 'src']);

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** Every way the parsed output could run script, as a list of findings (empty: inert). */
function executable(html: string): string[] {
  const found: string[] = [];
  for (const el of Array.from(parse(html).querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (!MARKDOWN_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const { name, value } of Array.from(el.attributes)) {
      if (!ATTRIBUTES.has(name)) found.push(`${tag}[${name}]`);
      // A browser strips tab and newline from URLs and ignores leading spaces and controls.
      const url = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
      if (URL_ATTRIBUTES.has(name) && /^[a-z][a-z0-9+.-]*:/i.test(url) && !/^(https?|mailto|tel):/i.test(url)) {
        found.push(`${tag}[${name}=${value}]`);
      }
    }
  }
  return found;
}

const PAYLOADS: Array<[string, string]> = [
  ['a script tag', '<script>alert(1)</script>'],
  ['an image with onerror', '<img src=x onerror=alert(1)>'],
  ['an svg with onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
  ['an iframe', '<iframe src="https://evil.example"></iframe>'],
  ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['a raw anchor with javascript:', '<a href="javascript:alert(1)">x</a>'],
  ['a style block', '<style>body { display: none }</style>'],
  ['a style attribute', '<div style="background:url(javascript:alert(1))">x</div>'],
  ['a form posting to javascript:', '<form action="javascript:alert(1)"><button>go</button></form>'],
  ['an object with a data: document', '<object data="data:text/html,<script>alert(1)</script>"></object>'],
  ['a comment hiding a script', '<!-- x --><script>alert(1)</script>'],
  ['mutation-XSS nesting', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['a javascript: link', '[x](javascript:alert(1))'],
  ['a mixed-case javascript: link', '[x](JaVaScRiPt:alert(1))'],
  ['a javascript: link behind leading spaces', '[x](<  javascript:alert(1)>)'],
  ['an entity-encoded colon', '[x](javascript&#58;alert(1))'],
  ['an entity-encoded first letter', '[x](&#x6A;avascript:alert(1))'],
  ['a semicolon-less entity', '[x](&#106avascript:alert(1))'],
  ['an entity-encoded tab inside the scheme', '[x](java&#9;script:alert(1))'],
  ['a data:text/html link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['a vbscript: link', '[x](vbscript:msgbox(1))'],
  ['a javascript: image', '![i](javascript:alert(1))'],
  ['an svg data: image', '![i](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['a javascript: autolink', '<javascript:alert(1)>'],
  ['an autolink breaking out of its quote', '<https://example.com/" onmouseover="alert(1)>'],
  ['a javascript: reference-style link', '[x][evil]\n\n[evil]: javascript:alert(1)'],
  ['a reference-style image with a data: URL', '![i][evil]\n\n[evil]: data:text/html,<script>alert(1)</script>'],
  ['a title breaking out of its attribute', '[x](https://example.com "t\\" onmouseover=\\"alert(1)")'],
  ['emphasis around a tag with a handler', '**<b onclick="alert(1)">bold</b> and _<i onmouseover=alert(1)>it</i>_**'],
  ['a tag inside link text', '[<img src=x onerror=alert(1)>](https://example.com)'],
  ['HTML entities spelling a tag', '&lt;script&gt;alert(1)&lt;/script&gt; &#60;img src=x onerror=alert(1)&#62;'],
  ['a script in a code fence', '```html\n<script>alert(1)</script>\n```'],
  ['a script in inline code', 'Run `<script>alert(1)</script>` never'],
  ['a table cell with a tag', '| a |\n| - |\n| <img src=x onerror=alert(1)> |'],
];

describe('markdownHtml never outputs executable markup', () => {
  it.each(PAYLOADS)('%s', (_name, markdown) => {
    const html = markdownHtml(markdown);
    expect(executable(html)).toEqual([]);
    expect(html).not.toMatch(/<(script|iframe|svg|style|object|form|math)\b/i);
  });

  it('shows raw HTML as text rather than dropping it', () => {
    const text = parse(markdownHtml('Before <script>alert(1)</script> after')).textContent;
    expect(text).toBe('Before <script>alert(1)</script> after');
  });

  it('keeps the text of a link whose URL it drops', () => {
    const link = parse(markdownHtml('[click me](javascript:alert(1))')).querySelector('a');
    expect(link?.textContent).toBe('click me');
    expect(link?.hasAttribute('href')).toBe(false);
  });
});

describe('markdownHtml renders ordinary Markdown', () => {
  const doc = parse(
    markdownHtml(
      [
        '## Three steps',
        '',
        '1. **Pick** a _service_',
        '2. Buy a number',
        '',
        '- one',
        '- two with `code`',
        '',
        'See [the FAQ](/faq), [a site](https://example.com/a?b=1&c=2), [mail](mailto:help@example.com) and <https://example.org>.',
        '',
        '![a chart](https://example.com/chart.png)',
        '',
        '> Quoted ~~old~~',
        '',
        '```',
        'const a = 1 < 2;',
        '```',
      ].join('\n'),
    ),
  );

  it('headings, lists and emphasis', () => {
    expect(doc.querySelector('h2')?.textContent).toBe('Three steps');
    expect(Array.from(doc.querySelectorAll('ol > li')).map((li) => li.textContent)).toEqual([
      'Pick a service',
      'Buy a number',
    ]);
    expect(doc.querySelector('ol strong')?.textContent).toBe('Pick');
    expect(doc.querySelector('ol em')?.textContent).toBe('service');
    expect(doc.querySelectorAll('ul > li')).toHaveLength(2);
    expect(doc.querySelector('blockquote del')?.textContent).toBe('old');
  });

  it('links, autolinks and images keep their safe URLs', () => {
    const hrefs = Array.from(doc.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/faq', 'https://example.com/a?b=1&c=2', 'mailto:help@example.com', 'https://example.org']);
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('https://example.com/chart.png');
    expect(doc.querySelector('img')?.getAttribute('alt')).toBe('a chart');
  });

  it('code spans and blocks, with their text escaped', () => {
    expect(doc.querySelector('li code')?.textContent).toBe('code');
    expect(doc.querySelector('pre code')?.textContent).toBe('const a = 1 < 2;');
  });

  it('a one-paragraph text is still a block', () => {
    expect(markdownHtml('Just text.')).toBe('<p>Just text.</p>');
  });
});
