/**
 * The wire format of docs/product.md#calls "Contact" (and of other multipart bodies), shared by the portal's
 * client and the demo API that reads it.
 */

/** The body field that carries the captcha token (the name Google's v2 widget uses too). */
export const CAPTCHA_FIELD = 'g-recaptcha-response';

/**
 * A form's values as a multipart body (docs/product.md#calls "Contact"): null and undefined values are
 * skipped; files are sent as files (every file of a FileList under the field's name); objects
 * and arrays as JSON text; anything else (strings, numbers, booleans) as its text.
 *
 *   toMultipart({ name: 'Ana', phone: null, privacy: true, topics: ['a', 'b'] })
 *     → name=Ana, privacy=true, topics=["a","b"]
 */
export function toMultipart(values: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (isBlob(value)) {
      body.append(name, value);
    } else if (isFileList(value)) {
      for (let i = 0; i < value.length; i++) {
        const file = value.item(i);
        if (file) body.append(name, file);
      }
    } else if (typeof value === 'object') {
      body.append(name, JSON.stringify(value));
    } else {
      body.append(name, String(value));
    }
  }
  return body;
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function isFileList(value: unknown): value is FileList {
  return typeof FileList !== 'undefined' && value instanceof FileList;
}
