import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ArticleBody as Body } from '@afrimedia/domain';
import { ArticleBody } from './ArticleBody.tsx';

const media = (uploadId: string, kind: 'image' | 'video' | 'audio') => ({
  src: `/media/${uploadId}`,
  ...(kind === 'image' ? { srcSet: `/media/${uploadId}?w=600 600w` } : {}),
  ...(kind === 'video' ? { poster: `/media/${uploadId}/poster.jpg`, type: 'video/mp4' } : {}),
});

const render = (body: Body, lite = false) =>
  renderToStaticMarkup(
    <ArticleBody body={body} media={media} lite={lite} labels={{ video: 'Play', audio: 'Listen' }} />,
  );

describe('ArticleBody', () => {
  it('renders every node type with its direction and marks; a block without one follows its own text', () => {
    const html = render([
      { type: 'heading', level: 3, children: [{ text: 'Titre' }] },
      {
        type: 'paragraph',
        dir: 'rtl',
        children: [
          { text: 'نص', bold: true, italic: true, underline: true, code: true },
          { type: 'link', url: 'https://example.org/', children: [{ text: 'lien' }] },
        ],
      },
      { type: 'block-quote', children: [{ text: 'cité' }] },
      { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'un' }] }] },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'deux' }] }] },
      { type: 'image', uploadId: 'img', alt: 'Un pont', children: [{ text: '' }] },
      { type: 'video', uploadId: 'vid', children: [{ text: '' }] },
      { type: 'audio', uploadId: 'aud', children: [{ text: '' }] },
    ]);
    expect(html).toContain('<h3 dir="auto">Titre</h3>');
    expect(html).toContain(
      '<p dir="rtl"><u><em><strong><code>نص</code></strong></em></u><a href="https://example.org/" rel="noopener noreferrer nofollow ugc">lien</a></p>',
    );
    expect(html).toContain('<blockquote dir="auto">cité</blockquote>');
    expect(html).toContain('<ol dir="auto"><li>un</li></ol>');
    expect(html).toContain('<ul dir="auto"><li>deux</li></ul>');
    expect(html).toContain(
      '<img src="/media/img" srcSet="/media/img?w=600 600w" alt="Un pont" loading="lazy"',
    );
    expect(html).toContain(
      '<video controls="" preload="none" poster="/media/vid/poster.jpg" aria-label="Play">',
    );
    expect(html).toContain('<audio controls="" preload="none" aria-label="Listen">');
  });

  it('renders a hostile body as inert text: no script, no event handler, no javascript URL', () => {
    const hostile = [
      { type: 'paragraph', children: [{ text: '<script>alert(1)</script><img src=x onerror=alert(1)>' }] },
      { type: 'paragraph', children: [{ text: '<svg onload=alert(1)><iframe src="javascript:alert(1)">' }] },
      {
        type: 'paragraph',
        children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ text: 'click' }] }],
      },
      {
        type: 'paragraph',
        children: [{ type: 'link', url: ' JaVaScRiPt:alert(1)', children: [{ text: 'again' }] }],
      },
      { type: 'image', uploadId: 'x', alt: '" onerror="alert(1)', children: [{ text: '' }] },
      { type: 'heading', level: 2, children: [{ text: '</h2><script>alert(1)</script>' }] },
    ] as unknown as Body;
    const html = render(hostile);
    const document = new DOMParser().parseFromString(html, 'text/html');
    const elements = [...document.body.querySelectorAll('*')];
    expect(elements.map((element) => element.tagName.toLowerCase())).not.toEqual(
      expect.arrayContaining(['script', 'svg', 'iframe', 'object', 'embed']),
    );
    const attributes = elements.flatMap((element) => [...element.attributes]);
    expect(attributes.filter((attribute) => /^on/i.test(attribute.name))).toEqual([]);
    expect(attributes.filter((attribute) => /^\s*javascript:/i.test(attribute.value))).toEqual([]);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('click');
  });

  it('shows media as plain links in data-saver mode', () => {
    const html = render([{ type: 'video', uploadId: 'vid', children: [{ text: '' }] }], true);
    expect(html).toBe('<div class="article-body"><p dir="auto"><a href="/media/vid">Play</a></p></div>');
  });

  it('leaves out media the web app cannot resolve', () => {
    const html = renderToStaticMarkup(
      <ArticleBody
        body={[{ type: 'image', uploadId: 'gone', alt: '', children: [{ text: '' }] }]}
        media={() => undefined}
      />,
    );
    expect(html).toBe('<div class="article-body"></div>');
  });
});
