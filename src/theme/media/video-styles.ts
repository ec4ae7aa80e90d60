/** CSS of what the bundle puts into a video box: the player and the notice of a broken box. */
export const VIDEO_CSS = `
.rb-video-frame{display:block;width:100%;height:100%;border:0;background:#000}
.rb-video.is-responsive .rb-video-inner{aspect-ratio:16/9}
.rb-video-poster{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.rb-video-error{margin:8px 0 0;padding:8px 12px;border-left:4px solid #b3122e;background:#fbeef0;color:#1b1b1f;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
`;
