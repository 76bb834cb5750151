import { ExternalLink, Play } from "lucide-react";
import type { ReactNode } from "react";

const FACADE =
  "group relative flex aspect-video w-full items-center justify-center overflow-hidden";

/**
 * A video that costs the page nothing until the visitor asks for it: a picture with a play
 * button, the player itself waiting in a `<template>` (nothing in a template loads or runs),
 * swapped in on a click by the page script (app/enhance/video-player.ts). Without a `player` the
 * facade is a link to the video's page, opening in a new tab.
 */
export function VideoFacade({
  href,
  poster,
  label,
  player,
}: {
  /** Where the video is: the link's target when there is no player. */
  href: string;
  /** What is shown under the play button (placed to fill it). */
  poster: ReactNode;
  /** The facade's accessible name ('Play video: …', 'Watch … (opens in a new tab)'). */
  label: ReactNode;
  player?: ReactNode;
}) {
  const face = (
    <>
      {poster}
      <span className="absolute inset-0 bg-ink/20 transition group-hover:bg-ink/35" />
      <span className="relative flex size-16 items-center justify-center rounded-full bg-white/95 text-ev-900 shadow-xl transition group-hover:scale-105">
        {player ? (
          <Play aria-hidden="true" size={28} className="ml-1" />
        ) : (
          <ExternalLink aria-hidden="true" size={26} />
        )}
      </span>
      <span className="sr-only">{label}</span>
    </>
  );
  if (!player) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={FACADE}>
        {face}
      </a>
    );
  }
  return (
    <>
      <button type="button" data-play-video="" className={FACADE}>
        {face}
      </button>
      <template>{player}</template>
    </>
  );
}
