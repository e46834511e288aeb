// One definition of "the page's hero photo is on screen", for the two inline scripts that wait
// for it: the framework loader (scripts/defer-hydration.mjs) and the heading font
// (lib/fonts.ts). Both run `run` after the `load` event and the decode of every
// img[fetchpriority="high"], one frame later than the one that paints it: a callback of that
// frame itself could still run before the paint is presented (typeface.spec.ts once caught a
// font request 14 ms before the hero's LCP time). So neither competes with the largest paint.
// Plain ES5 source, to be placed inside each script's own function: it runs before any polyfill.
export const AFTER_HERO_PAINT = `function afterHeroPaint(run){
function next(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(run,0);});});}
function wait(){var hero=document.querySelectorAll('img[fetchpriority="high"]'),left=hero.length,i;
if(!left||!hero[0].decode){next();return;}
function one(){left-=1;if(left===0)next();}
for(i=0;i<hero.length;i+=1)hero[i].decode().then(one,one);}
if(document.readyState==="complete")wait();else addEventListener("load",wait);}`;
