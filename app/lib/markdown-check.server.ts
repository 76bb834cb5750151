/**
 * What the server refuses in a stored text, whoever sends it (the editor never writes these;
 * a forged request or the text area without script might): a video that is not one the page can
 * play safely, an image with an address the page will not show, an image without a description.
 * The text's HTML is sanitised when rendered in any case (markdown.server.ts).
 */
import { Marked, type Token, type Tokens } from "marked";
import { videoExtension } from "./markdown-video";
import { parseTextVideo, TEXT_VIDEO_ERROR } from "./video-embed";

const marked = new Marked({ gfm: true, async: false });
marked.use({ extensions: [videoExtension(() => "")] });

const IMAGE_ADDRESS = /^(https?:\/\/|\/(?![/\\]))/i;

/** Why `markdown` cannot be stored (the first reason), or undefined. */
export function richTextProblem(markdown: string): string | undefined {
  let problem: string | undefined;
  marked.walkTokens(marked.lexer(markdown), (token: Token) => {
    if (problem) return;
    if (token.type === "video") {
      const src = (token as Tokens.Generic).src as string;
      if (!parseTextVideo(src)) problem = `${TEXT_VIDEO_ERROR} (“${src.slice(0, 80)}”)`;
    } else if (token.type === "image") {
      const image = token as Tokens.Image;
      if (!IMAGE_ADDRESS.test(image.href)) {
        problem = `An image's address must start with https:// or be one of this site's (“${image.href.slice(0, 80)}”)`;
      } else if (!image.text.replace(/\\|&#?\w+;/g, "").trim()) {
        problem = "Every image needs a description for someone who cannot see it (its alt text)";
      }
    }
  });
  return problem;
}
