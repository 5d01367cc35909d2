import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

/**
 * On a slow network the page's ~120 KiB of hydration scripts, which React Router announces as modulepreloads in
 * the head, share the line with the stylesheet and the first screen's image, and the reader waits for text and
 * pictures that need none of them (links and forms work before hydration). So the page asks for its scripts
 * once it has loaded and been painted, or after HYDRATION_WAIT_CAP_MS if a slow image holds the load event back, and then all at
 * once (the modulepreloads come back at that moment, so the imports do not fetch one after another).
 */
const HYDRATION_WAIT_CAP_MS = 4_000;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT_START = /<script\b[^>]*\btype="module"[^>]*>/;
const SCRIPT_END = '</script>';

/**
 * React Router's inline module script with its static imports turned into awaited dynamic imports (same modules,
 * same namespace objects), run after the page's load; `preloads` are announced at that moment.
 */
export function deferredModuleScript(source: string, preloads: readonly string[], nonce: string): string {
  const imports = source
    .replace(/import \* as (\w+) from ("[^"]+");/g, 'const $1 = await import($2);')
    .replace(/import ("[^"]+");/g, 'await import($1);');
  // After the load event, the loaded images decoded (Chrome paints a large image a frame or more after the text
  // when it decodes it on the side), then two animation frames: the frame showing them has been painted by then.
  const wait = `await new Promise((go) => { const painted = () => Promise.all([...document.images].filter((image) => image.complete && image.naturalWidth > 0).map((image) => image.decode().catch(() => {}))).then(() => requestAnimationFrame(() => requestAnimationFrame(() => go()))); if (document.readyState === "complete") painted(); else { addEventListener("load", painted, { once: true }); setTimeout(go, ${HYDRATION_WAIT_CAP_MS}); } });`;
  const announce = `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; link.nonce = ${JSON.stringify(nonce)}; document.head.append(link); }`;
  return `${wait}\n${announce}\n${imports}`;
}

/**
 * Where the text seen so far can be sent: everything except an unfinished tag at its end, or a module script
 * whose end has not arrived yet (it is rewritten whole).
 */
function sendableLength(text: string): number {
  const script = MODULE_SCRIPT_START.exec(text);
  if (script && !text.includes(SCRIPT_END, script.index)) return script.index;
  const lastOpen = text.lastIndexOf('<');
  return lastOpen > text.lastIndexOf('>') ? lastOpen : text.length;
}

/** Rewrites a streamed page so its hydration scripts load after it (see HYDRATION_WAIT_CAP_MS's comment). */
export function deferHydration(nonce: string): Transform {
  const decoder = new StringDecoder('utf8');
  const preloads: string[] = [];
  let pending = '';

  const rewrite = (text: string) =>
    text
      .replace(MODULE_PRELOAD, (_tag, href: string) => {
        preloads.push(href);
        return '';
      })
      .replace(
        new RegExp(`(${MODULE_SCRIPT_START.source})([\\s\\S]*?)${SCRIPT_END}`),
        (_script, start: string, source: string) =>
          `${start}${deferredModuleScript(source, preloads, nonce)}${SCRIPT_END}`,
      );

  const take = (final: boolean) => {
    const text = pending;
    const cut = final ? text.length : sendableLength(text);
    pending = text.slice(cut);
    return rewrite(text.slice(0, cut));
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending += decoder.write(chunk);
      done(null, take(false));
    },
    flush(done) {
      pending += decoder.end();
      done(null, take(true));
    },
  });
}
