import type { MediaMessage } from "./rules";

/** An upload the media library does not accept; `message` is for the person who uploaded it. */
export class MediaRefusal extends Error {
  constructor(message: MediaMessage) {
    super(message);
    this.name = "MediaRefusal";
  }
}
