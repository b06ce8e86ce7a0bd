/**
 * The suite's own XSS vectors (issue 20), written for this product's slots rather than
 * taken from a public list. Each is built from `run`, a script expression that reports
 * the vector's id to the page's detector (`top.__xss(id)`, xssDetector.ts), and `post`,
 * the same report by postMessage for a document of another origin (a data: frame), so an
 * execution anywhere is seen. Ids are numbers, so no vector needs quotes around them.
 */
export interface XssPayload {
  /** `top.__xss(id)`: runs in our origin, or a frame of it. */
  run: string;
  /** `top.postMessage('xss:id','*')`: from a frame of another origin. */
  post: string;
  /** The name a clobbering element takes (`xssClobber<id>`): the detector looks for it on window and document. */
  clobber: string;
  id: number;
}

export const payload = (id: number): XssPayload => ({ run: `top.__xss(${id})`, post: `top.postMessage('xss:${id}','*')`, clobber: `xssClobber${id}`, id });

const decimalEntities = (text: string) => [...text].map((character) => `&#${character.charCodeAt(0)};`).join('');
const hexEntities = (text: string) => [...text].map((character) => `&#x${character.charCodeAt(0).toString(16)};`).join('');
const charCodes = (text: string) => [...text].map((character) => character.charCodeAt(0)).join(',');
const base64 = (text: string) => Buffer.from(text).toString('base64');

/** Markup vectors: for every slot that takes HTML, or text that must stay text. */
export const HTML_VECTORS: readonly ((p: XssPayload) => string)[] = [
  // Script elements, plain and disguised.
  (p) => `<script>${p.run}</script>`,
  (p) => `<ScRiPt>${p.run}</sCrIpT>`,
  (p) => `<script type="module">${p.run}</script>`,
  (p) => `<script src="data:text/javascript,${p.run}"></script>`,
  (p) => `<script/any>${p.run}</script>`,
  (p) => `<scr<script>ipt>${p.run}</scr</script>ipt>`,
  (p) => `<script\n>${p.run}</script\n>`,
  (p) => `<<script>${p.run}//<</script>`,
  // Event handlers on elements that fire by themselves.
  (p) => `<img src=x onerror="${p.run}">`,
  (p) => `<img src=x onerror=${p.run}>`,
  (p) => `<IMG SRC=x OnErRoR="${p.run}">`,
  (p) => `<img src=x onerror = "${p.run}" >`,
  (p) => `<img src=x onerror="${decimalEntities(p.run)}">`,
  (p) => `<img src=x onerror="${hexEntities(p.run)}">`,
  (p) => `<img src=x onerror="eval(atob('${base64(p.run)}'))">`,
  (p) => `<img src=x onerror="eval(String.fromCharCode(${charCodes(p.run)}))">`,
  (p) => `<img src=x onerror="setTimeout('${p.run}')">`,
  (p) => `<img src=x onerror="[].constructor.constructor('${p.run}')()">`,
  (p) => `<img src=x onerror="window['ev'+'al']('${p.run}')">`,
  (p) => `<img/src=x/onerror=${p.run}>`,
  (p) => `<img src=x onerror\t=\t"${p.run}">`,
  (p) => `<img srcset=x onerror="${p.run}">`,
  (p) => `<picture><source srcset=x><img src=x onerror="${p.run}"></picture>`,
  (p) => `<input type=image src=x onerror="${p.run}">`,
  (p) => `<svg onload="${p.run}">`,
  (p) => `<svg/onload=${p.run}>`,
  (p) => `<svg><g onload="${p.run}"></g></svg>`,
  (p) => `<svg><image href=x onerror="${p.run}"/></svg>`,
  (p) => `<body onload="${p.run}">`,
  (p) => `<body onpageshow="${p.run}">`,
  (p) => `<html><body onfocus="${p.run}"></body></html>`,
  (p) => `<details open ontoggle="${p.run}">`,
  (p) => `<details ontoggle="${p.run}" open><summary>more</summary>text</details>`,
  (p) => `<video src=x onerror="${p.run}"></video>`,
  (p) => `<video><source src=x onerror="${p.run}"></video>`,
  (p) => `<audio src=x onerror="${p.run}"></audio>`,
  (p) => `<input autofocus onfocus="${p.run}">`,
  (p) => `<select autofocus onfocus="${p.run}"></select>`,
  (p) => `<textarea autofocus onfocus="${p.run}"></textarea>`,
  (p) => `<div tabindex=0 autofocus onfocusin="${p.run}">focus</div>`,
  (p) => `<button autofocus onfocus="${p.run}">b</button>`,
  (p) => `<marquee onstart="${p.run}">m</marquee>`,
  (p) => `<div onmouseover="${p.run}" onpointerenter="${p.run}">hover</div>`,
  (p) => `<div style="animation:spin 1s" onanimationstart="${p.run}">a</div>`,
  (p) => `<img src=x onerror="${p.run}"//`,
  (p) => `<img """><script>${p.run}</script>">`,
  // SVG animation and links.
  (p) => `<svg><animate onbegin="${p.run}" attributeName=x dur=1s></animate></svg>`,
  (p) => `<svg><set onbegin="${p.run}" attributeName=x to=1></set></svg>`,
  (p) => `<svg><a><animate attributeName=href values="javascript:${p.run}"/><text x=10 y=20>go</text></a></svg>`,
  (p) => `<svg><a><set attributeName=href to="javascript:${p.run}"/><text x=10 y=20>go</text></a></svg>`,
  (p) => `<svg><a href="javascript:${p.run}"><text x=10 y=20>go</text></a></svg>`,
  (p) => `<svg><a xlink:href="javascript:${p.run}"><text x=10 y=20>go</text></a></svg>`,
  (p) => `<svg><script>${p.run}</script></svg>`,
  (p) => `<svg><script href="data:text/javascript,${p.run}"></script></svg>`,
  (p) => `<svg><use href="data:image/svg+xml,%3Csvg id='u' xmlns='http://www.w3.org/2000/svg'%3E%3Cimage href='x' onerror='${p.run}'/%3E%3C/svg%3E#u"/></svg>`,
  (p) => `<svg><foreignObject><img src=x onerror="${p.run}"></foreignObject></svg>`,
  // Links and forms that run script when followed (the suite follows them).
  (p) => `<a href="javascript:${p.run}">link</a>`,
  (p) => `<a href="JaVaScRiPt:${p.run}">link</a>`,
  (p) => `<a href=" javascript:${p.run}">link</a>`,
  (p) => `<a href="\tjavascript:${p.run}">link</a>`,
  (p) => `<a href="java&#x09;script:${p.run}">link</a>`,
  (p) => `<a href="java&#10;script:${p.run}">link</a>`,
  (p) => `<a href="&#106;avascript:${p.run}">link</a>`,
  (p) => `<a href="javascript&colon;${p.run}">link</a>`,
  (p) => `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${p.run}">link</a>`,
  (p) => `<a href="javascript://%0a${p.run}">link</a>`,
  (p) => `<a href="vbscript:msgbox(${p.id})">link</a>`,
  (p) => `<a href="data:text/html,<script>${p.post}</script>">link</a>`,
  (p) => `<a href="data:text/html;base64,${base64(`<script>${p.post}</script>`)}">link</a>`,
  (p) => `<form action="javascript:${p.run}"><button>send</button></form>`,
  (p) => `<form><button formaction="javascript:${p.run}">send</button></form>`,
  (p) => `<form><input type=submit formaction="javascript:${p.run}" value=send></form>`,
  (p) => `<math><maction actiontype=statusline xlink:href="javascript:${p.run}">m</maction></math>`,
  (p) => `<math href="javascript:${p.run}"><mi>m</mi></math>`,
  (p) => `<area href="javascript:${p.run}">`,
  // Frames and embedded documents.
  (p) => `<iframe src="javascript:${p.run}"></iframe>`,
  (p) => `<iframe srcdoc="<script>${p.run}</script>"></iframe>`,
  (p) => `<iframe srcdoc="&lt;img src=x onerror=${p.run}&gt;"></iframe>`,
  (p) => `<iframe src="data:text/html,<script>${p.post}</script>"></iframe>`,
  (p) => `<iframe onload="${p.run}"></iframe>`,
  (p) => `<object data="javascript:${p.run}"></object>`,
  (p) => `<object data="data:text/html,<script>${p.post}</script>"></object>`,
  (p) => `<embed src="data:text/html,<script>${p.post}</script>">`,
  (p) => `<embed src="javascript:${p.run}">`,
  (p) => `<frameset onload="${p.run}">`,
  // Page-level elements: refresh, base, imports, styles.
  (p) => `<meta http-equiv="refresh" content="0;url=javascript:${p.run}">`,
  (p) => `<meta http-equiv="refresh" content="0;url=data:text/html,<script>${p.post}</script>">`,
  (p) => `<base href="javascript:${p.run}//"><a href="x">relative</a>`,
  (p) => `<link rel=stylesheet href="javascript:${p.run}">`,
  (p) => `<link rel=modulepreload href="data:text/javascript,${p.run}">`,
  (p) => `<style>@import 'javascript:${p.run}';</style>`,
  (p) => `<style>*{background:url("javascript:${p.run}")}</style>`,
  (p) => `<div style="background:url('javascript:${p.run}')">bg</div>`,
  (p) => `<div style="width:expression(${p.run})">ie</div>`,
  (p) => `<div style="behavior:url(data:text/x-component,${p.run})">htc</div>`,
  (p) => `<div style="x:\\65 xpression(${p.run})">escaped</div>`,
  // Mutation XSS: markup that changes meaning when serialised and parsed again.
  (p) => `<noscript><p title="</noscript><img src=x onerror=${p.run}>"></p></noscript>`,
  (p) => `<template><img src=x onerror="${p.run}"></template>`,
  (p) => `<template><style></template><img src=x onerror=${p.run}></style>`,
  (p) => `<math><mtext><table><mglyph><style><img src=x onerror="${p.run}">`,
  (p) => `<svg></p><style><a id="</style><img src=x onerror=${p.run}>">`,
  (p) => `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${p.run} src=x>">`,
  (p) => `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror="${p.run}">`,
  (p) => `<svg><style><img src=x onerror="${p.run}"></style></svg>`,
  (p) => `<xmp><p title="</xmp><img src=x onerror=${p.run}>"></p></xmp>`,
  (p) => `<noembed><img title="</noembed><img src=x onerror=${p.run}>"></noembed>`,
  (p) => `<noframes><img title="</noframes><img src=x onerror=${p.run}>"></noframes>`,
  (p) => `<iframe><img title="</iframe><img src=x onerror=${p.run}>"></iframe>`,
  (p) => `<title><img title="</title><img src=x onerror=${p.run}>"></title>`,
  (p) => `<textarea><img title="</textarea><img src=x onerror=${p.run}>"></textarea>`,
  (p) => `<!--<img src="--><img src=x onerror=${p.run}//">`,
  (p) => `<![CDATA[><img src=x onerror=${p.run}>]]>`,
  (p) => `<?xml-stylesheet ?><img src=x onerror="${p.run}">`,
  (p) => `<svg><![CDATA[><image href=x onerror=${p.run}>]]></svg>`,
  (p) => `<math><style><img src=x onerror="${p.run}"></style></math>`,
  (p) => `<table><td><svg><style>x</style><img src=x onerror="${p.run}"></svg></td></table>`,
  // DOM clobbering: ids and names a page or a script could read as globals.
  (p) => `<img name="${p.clobber}" src=x>`,
  (p) => `<form id="${p.clobber}"><input name="action"></form>`,
  (p) => `<a id="${p.clobber}" href="javascript:${p.run}">clobber</a>`,
  (p) => `<embed name="${p.clobber}">`,
  (p) => `<object id="${p.clobber}"></object>`,
  (p) => `<iframe name="${p.clobber}"></iframe>`,
  (p) => `<img name="getElementById"><img name="${p.clobber}">`,
  (p) => `<form name="body"><img id="${p.clobber}"></form>`,
];

/** Link targets: for every slot that takes an address (advert links, submenu links). */
export const URL_VECTORS: readonly ((p: XssPayload) => string)[] = [
  (p) => `javascript:${p.run}`,
  (p) => `JAVASCRIPT:${p.run}`,
  (p) => ` javascript:${p.run}`,
  (p) => `\tjavascript:${p.run}`,
  (p) => `\u0001javascript:${p.run}`,
  (p) => `java\tscript:${p.run}`,
  (p) => `java\nscript:${p.run}`,
  (p) => `java\rscript:${p.run}`,
  (p) => `javascript://%0a${p.run}`,
  (p) => `javascript:/*x*/${p.run}`,
  (p) => `jav&#x09;ascript:${p.run}`,
  (p) => `&#106;avascript:${p.run}`,
  (p) => `data:text/html,<script>${p.post}</script>`,
  (p) => `DATA:text/html,<script>${p.post}</script>`,
  (p) => `data:text/html;base64,${base64(`<script>${p.post}</script>`)}`,
  (p) => `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${p.post}"/>`,
  (p) => `vbscript:msgbox(${p.id})`,
  (p) => `VBScript:msgbox(${p.id})`,
  (p) => `//javascript:${p.run}`,
  (p) => `/\\javascript:${p.run}`,
];

/** Operator CSS (the external header's `css`): no CSS in a current browser runs script; these prove it stays so. */
export const CSS_VECTORS: readonly ((p: XssPayload) => string)[] = [
  (p) => `@import url("javascript:${p.run}");`,
  (p) => `.x{background:url(javascript:${p.run})}`,
  (p) => `.x{width:expression(${p.run})}`,
  (p) => `.x{behavior:url(data:text/x-component,${p.run})}`,
  (p) => `</style><img src=x onerror="${p.run}"><style>`,
];
