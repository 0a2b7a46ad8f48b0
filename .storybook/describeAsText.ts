// Docgen's descriptions (a component's or a prop's JSDoc) are rendered as Markdown by the docs, and
// Markdown passes raw HTML through: the JSDoc "A real <button>" drew a live button on the Button page.
// A tag written in a description is meant as its name, so it becomes inline code.

/** Inline code spans (kept as they are) and the text between them. */
const codeSpan = /(`+)[\s\S]*?\1/g;
/** An HTML-like tag: `<button>`, `</a>`, `<img alt="x" />`. */
const htmlTag = /<\/?[A-Za-z][\w-]*(?:\s[^<>]*)?\/?>/g;

/** `text` with every HTML-like tag outside code spans turned into inline code, so it reads as text. */
export function describeAsText(text: string): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(codeSpan)) {
    result += text.slice(last, match.index).replace(htmlTag, (tag) => `\`${tag}\``) + match[0];
    last = match.index + match[0].length;
  }
  return result + text.slice(last).replace(htmlTag, (tag) => `\`${tag}\``);
}
