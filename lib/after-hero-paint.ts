// One definition of "the page's hero photo is on screen", for the two inline scripts that wait
// for it: the heading font (lib/fonts.ts) and the viewer's early start of pdf.js
// (components/disclosure/ViewerHeadStart.tsx). Both run `run` after the `load` event and the
// decode of every img[fetchpriority="high"], one frame later than the one that paints it: a callback of that
// frame itself could still run before the paint is presented. So neither competes with the
// largest paint.
// Plain ES5 source, to be placed inside each script's own function: it runs before any polyfill.
export const AFTER_HERO_PAINT = `function afterHeroPaint(run){
function next(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(run,0);});});}
function wait(){var hero=document.querySelectorAll('img[fetchpriority="high"]'),left=hero.length,i;
if(!left||!hero[0].decode){next();return;}
function one(){left-=1;if(left===0)next();}
for(i=0;i<hero.length;i+=1)hero[i].decode().then(one,one);}
if(document.readyState==="complete")wait();else addEventListener("load",wait);}`;
