// What the page does with a visitor's input between its first paint and React's start, as an
// inline script in <head> (components/layout/SiteShell.tsx). Links, the phone menu (a native
// <details>) and 'More' (CSS opens it on hover and focus) need no script; three inputs would
// otherwise be lost or misread:
// - a search shortcut (lib/search/search-shortcut.ts) is kept as a mark on <html>, which the search
//   button answers when it mounts: the search opens once, whenever the key was pressed;
// - a click on a link that opens a dialog ('Schedule a Visit') is kept as a mark on the link
//   (lib/early-request.ts), which its button answers when it mounts: the dialog opens once;
// - a form is never submitted natively (that would put what was typed in the URL): the submit
//   is stopped, the values stay in the fields, and the form's note ([data-form-fallback]) offers
//   the school's phones and e-mail.
// Each listens on the window, after every listener of the page: once React runs, its handlers
// have already answered (default prevented), and the script leaves the event alone.
// Plain ES5: it runs before any polyfill. The shortcut rule is the one of lib/search/search-shortcut.ts,
// restated (an inline script cannot import it); tests/scripts/before-react.test.mjs holds both to
// the same answers.
import { DIALOG_REQUEST_ATTRIBUTE } from '@/lib/early-request';
import { SEARCH_REQUEST_ATTRIBUTE } from '@/lib/search/search-shortcut';

export const BEFORE_REACT_SCRIPT = `(function(){var request=${JSON.stringify(SEARCH_REQUEST_ATTRIBUTE)},dialog=${JSON.stringify(DIALOG_REQUEST_ATTRIBUTE)};
function typing(t){return !!t&&(t.isContentEditable===true||["INPUT","TEXTAREA","SELECT"].indexOf(t.tagName)!==-1);}
function shortcut(e){if((e.ctrlKey||e.metaKey)&&!e.altKey)return e.key==="k"||e.key==="K";return e.key==="/"&&!e.altKey&&!typing(e.target);}
addEventListener("keydown",function(e){if(e.defaultPrevented||!shortcut(e))return;e.preventDefault();document.documentElement.setAttribute(request,"");});
addEventListener("submit",function(e){if(e.defaultPrevented)return;e.preventDefault();var note=e.target.querySelector&&e.target.querySelector("[data-form-fallback]");if(note)note.hidden=false;});
addEventListener("click",function(e){if(e.defaultPrevented||e.button!==0||!e.target.closest)return;var link=e.target.closest('a[aria-haspopup="dialog"]');if(!link)return;e.preventDefault();link.setAttribute(dialog,"");});
})();`;
