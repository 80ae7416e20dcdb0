/**
 * A shopper can tap a button between the page's first paint and its hydration (a card's 'Add to
 * cart', the hours toggle): the tap did nothing, or posted the no-script form and reloaded the
 * page. This inline script (after the page's markup, next to ScrollRestoration's: entry.server.tsx
 * provides it to the root layout) holds a tap on a button (never a link: a link works as it is) until the page
 * is live: an island whose server markup holds the button takes it over (takeEarlyTap in
 * app/ui/island.tsx) and replays it on its live render; any other button is clicked again once
 * the page has hydrated (endEarlyTaps), now with its handlers. If the scripts have not come 8 s
 * after a tap, the button's own action (the no-script form) runs after all.
 */
export const EARLY_TAP_SCRIPT =
  '(function(w,d){var pass=null;d.addEventListener("click",function(e){if(w.__nmIslandsLive)return;' +
  'var t=e.target&&e.target.closest?e.target.closest("button"):null;' +
  'if(!t||t===pass||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;' +
  'e.preventDefault();e.stopPropagation();w.__nmEarlyTap=t;' +
  'setTimeout(function(){if(w.__nmEarlyTap!==t)return;w.__nmEarlyTap=null;pass=t;t.click();pass=null},8000)},true)})(window,document)'
