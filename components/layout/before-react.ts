// What the page does with a visitor's input between its first paint and React's start, as an
// inline script in <head> (components/layout/SiteShell.tsx). Links, the phone menu (a native
// <details>) and 'More' (CSS opens it on hover and focus) need no script; three inputs would
// otherwise be lost or misread:
// - a search shortcut (lib/search/search-shortcut.ts) is kept as a mark on <html>, which the search
//   button answers when it starts listening: the search opens once, whenever the key was pressed;
// - a click on a link that opens a dialog ('Schedule a Visit') is kept as a mark on the link
//   (lib/early-request.ts), which its button answers when it starts listening: the dialog opens once;
// - a form is never submitted natively (that would put what was typed in the URL): the submit
//   is stopped, the values stay in the fields, and the form's note ([data-form-fallback]) offers
//   the school's phones and e-mail.
// The key and the click are taken on the window in the capture phase, before any listener of the
// page: while React hydrates, its listener on the document stops a tap or a key press whose target
// is not hydrated yet, and the input would be lost. Each is left alone once the control that
// answers it says it listens (lib/early-request.ts). A submit is taken last, on its way back up:
// React never stops one, and its handlers have then answered it (default prevented).
// Plain ES5: it runs before any polyfill. The shortcut rule is the one of lib/search/search-shortcut.ts,
// restated (an inline script cannot import it); tests/scripts/before-react.test.mjs holds both to
// the same answers.
import { DIALOG_REQUEST } from '@/lib/early-request';
import { SEARCH_REQUEST } from '@/lib/search/search-shortcut';

export const BEFORE_REACT_SCRIPT = `(function(){var search=${JSON.stringify(SEARCH_REQUEST)},dialog=${JSON.stringify(DIALOG_REQUEST)},page=document.documentElement;
function typing(t){return !!t&&(t.isContentEditable===true||["INPUT","TEXTAREA","SELECT"].indexOf(t.tagName)!==-1);}
function shortcut(e){if((e.ctrlKey||e.metaKey)&&!e.altKey)return e.key==="k"||e.key==="K";return e.key==="/"&&!e.altKey&&!typing(e.target);}
addEventListener("keydown",function(e){if(!shortcut(e)||page.hasAttribute(search.listening))return;e.preventDefault();page.setAttribute(search.request,"");},true);
addEventListener("click",function(e){if(e.button!==0||!e.target.closest)return;var link=e.target.closest('a[aria-haspopup="dialog"]');if(!link||link.hasAttribute(dialog.listening))return;e.preventDefault();link.setAttribute(dialog.request,"");},true);
addEventListener("submit",function(e){if(e.defaultPrevented)return;e.preventDefault();var note=e.target.querySelector&&e.target.querySelector("[data-form-fallback]");if(note)note.hidden=false;});
})();`;
