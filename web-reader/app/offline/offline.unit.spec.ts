import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { headTags, insertIntoHead } from './head.server.ts';
import { resourcesIn, savedTypeIn, titleIn } from './saved-items.ts';

const page = `<!DOCTYPE html><html><head><meta property="og:title" content="Tom &amp; Jerry&#x27;s &quot;day&quot;"/>
<meta property="og:type" content="music.song"/><link rel="stylesheet" href="/assets/app-1.css"/></head>
<body data-catalogue="/i18n/en-abc.json"><img src="/api/media/image/cover-800.jpg" srcset="/api/media/image/cover-400.jpg 400w,/api/media/image/cover-800.jpg 800w"/>
<audio src="/api/media/audio/a/b?x=1&amp;y=2"></audio>
<script nonce="n">for (const href of ["/assets/root-1.js","/assets/shell-2.js"]) {}; await import("/assets/entry-3.js");
window.__context = "{\\"thumb\\":\\"/api/media/image/related.jpg\\"}";</script></body></html>`;

describe('what saving a page keeps', () => {
  it('takes the scripts, styles and messages anywhere in the page, and the media its markup shows', () => {
    expect(resourcesIn(page).sort()).toEqual(
      [
        '/assets/app-1.css',
        '/assets/root-1.js',
        '/assets/shell-2.js',
        '/assets/entry-3.js',
        '/i18n/en-abc.json',
        '/api/media/image/cover-800.jpg',
        '/api/media/image/cover-400.jpg',
        '/api/media/audio/a/b?x=1&y=2',
      ].sort(),
    );
  });

  it('reads the title and the kind of content from the link preview', () => {
    expect(titleIn(page)).toBe(`Tom & Jerry's "day"`);
    expect(savedTypeIn(page)).toBe('podcast');
    expect(savedTypeIn('<meta property="og:type" content="article"/>')).toBe('article');
    expect(savedTypeIn('<meta property="og:type" content="video.other"/>')).toBeUndefined();
  });
});

describe('the head of a rendered page', () => {
  it('gets the manifest link and the worker registration before </head>, however the stream was cut', async () => {
    const html = '<html><head><title>x</title></head><body>é</body></html>';
    const bytes = Buffer.from(html);
    const chunks = [...bytes].map((byte) => Buffer.from([byte]));
    const out = await text(Readable.from(chunks).pipe(insertIntoHead(headTags('n0nce', true))));
    expect(out).toBe(
      html.replace(
        '</head>',
        '<link rel="manifest" href="/manifest.webmanifest"/><script nonce="n0nce">if("serviceWorker"in navigator)addEventListener("load",function(){navigator.serviceWorker.register("/sw.js").catch(function(){})})</script></head>',
      ),
    );
  });

  it('carries no script on a page that ships none (data saver)', () => {
    expect(headTags('n0nce', false)).toBe('<link rel="manifest" href="/manifest.webmanifest"/>');
  });
});
