/**
 * Stand-ins for the video players WordPress's oEmbed iframes load (the long read's featured video
 * and embeds, its next post's embed): `https://www.youtube.com/embed/{id}` and
 * `https://player.vimeo.com/video/{id}`, whatever the query (`feature=oembed`, `autoplay=1`, `dnt=1`). The
 * harness has no network and QA must not depend on one, so each answers a small still "player"
 * that names the video and whether autoplay was asked for. It loads nothing; its one line of
 * script touches its own storage, as a real player does, and marks the page with the outcome
 * (`data-player-script`: `ran`, or `blocked` when a sandbox left the frame without its origin), so
 * a test sees that the sandbox the sanitizer gives a player (core/embed-sources.ts) lets it run.
 */
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw';
import { escapeHtml } from './bookmark-fragment';

const YOUTUBE_EMBED = 'https://www.youtube.com/embed/:id';
const VIMEO_PLAYER = 'https://player.vimeo.com/video/:id';

/** The stand-in player's document. */
function playerStandIn(service: string, id: string, autoplay: boolean): string {
  const label = `${service}-Video ${id}${autoplay ? ' (Autoplay)' : ''}`;
  return `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(label)}</title>
<style>html,body{height:100%;margin:0}body{display:flex;align-items:center;justify-content:center;gap:12px;background:#111;color:#eee;font:15px/1.4 system-ui,sans-serif}.play{width:0;height:0;border-style:solid;border-width:14px 0 14px 24px;border-color:transparent transparent transparent #eee}</style>
</head><body data-video-service="${escapeHtml(service)}" data-video-id="${escapeHtml(id)}" data-autoplay="${autoplay ? '1' : '0'}"><span class="play" aria-hidden="true"></span><span>${escapeHtml(label)}</span>
<script>try { localStorage.setItem('player', '1'); document.body.setAttribute('data-player-script', 'ran'); } catch (e) { document.body.setAttribute('data-player-script', 'blocked'); }</script></body></html>
`;
}

const answer =
  (service: string): HttpResponseResolver<{ id: string }> =>
  ({ request, params }) => {
    const autoplay = new URL(request.url).searchParams.get('autoplay') === '1';
    return new HttpResponse(playerStandIn(service, params.id, autoplay), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  };

export const videoEmbedHandlers: RequestHandler[] = [http.get(YOUTUBE_EMBED, answer('YouTube')), http.get(VIMEO_PLAYER, answer('Vimeo'))];
