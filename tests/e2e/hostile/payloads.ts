/**
 * Hostile text for the browser suite tests/e2e/hostile-text.spec.ts (issue 10 "Hostile text").
 *
 * Every payload, if it ever ran, would call `__xss(<marker>)` with its own marker (the spec exposes
 * `__xss` to every frame of the page, opaque `data:` frames included, and records the marker).
 * Sources: OWASP's XSS filter evasion cheat sheet, DOMPurify's mutation-XSS test cases and published
 * bypasses (2.0.0 noscript, 2.0.17 nested forms, 2.2.2 MathML/SVG namespace confusion), template
 * injection of client frameworks, and URI-encoded forms (message texts are URI-decoded, spec 001 §2.5).
 *
 * `kind`: `html` markup (backend HTML or text), `url` a link or media address a backend may send,
 * `template` template syntax, `encoded` text that turns hostile only once URI-decoded.
 */
export interface Payload {
  marker: number;
  kind: 'html' | 'url' | 'template' | 'encoded';
  text: string;
}

const P = (marker: number, kind: Payload['kind'], text: string): Payload => ({ marker, kind, text });

/** The payloads, markers 1-72, unique. */
export const PAYLOADS: readonly Payload[] = [
  P(1, 'html', '<script>__xss(1)</script>'),
  P(2, 'html', '<img src=x onerror=__xss(2)>'),
  P(3, 'html', '<svg onload=__xss(3)>'),
  P(4, 'html', '<svg><script>__xss(4)</script></svg>'),
  P(5, 'html', '<a href="javascript:__xss(5)">enlace 5</a>'),
  P(6, 'url', 'javascript:__xss(6)'),
  P(7, 'url', 'data:text/html,<script>__xss(7)</script>'),
  P(8, 'html', '<iframe src="javascript:__xss(8)"></iframe>'),
  P(9, 'html', '<iframe srcdoc="<script>__xss(9)</script>"></iframe>'),
  P(10, 'html', '<math><mtext><table><mglyph><style><img src=x onerror=__xss(10)>'),
  P(11, 'template', "{{constructor.constructor('__xss(11)')()}}"),
  P(12, 'template', '${__xss(12)}'),
  P(13, 'html', '<a href="jav&#x09;ascript:__xss(13)">enlace 13</a>'),
  P(14, 'html', '<form><button formaction=javascript:__xss(14)>b14</button></form>'),
  P(15, 'html', '<details open ontoggle=__xss(15)>d15</details>'),
  P(16, 'html', "<style>@import 'javascript:__xss(16)';</style>"),
  P(17, 'html', '<div style="width:expression(__xss(17))">d17</div>'),
  P(18, 'html', '<body onload=__xss(18)>'),
  P(19, 'html', '<input autofocus onfocus=__xss(19)>'),
  P(20, 'html', '<video><source onerror=__xss(20)></video>'),
  P(21, 'html', '<audio src=x onerror=__xss(21)>'),
  P(22, 'html', '<object data="javascript:__xss(22)"></object>'),
  P(23, 'html', '<embed src="data:text/html,<script>__xss(23)</script>">'),
  P(24, 'html', '<svg><animate onbegin=__xss(24) attributeName=x dur=1s>'),
  P(25, 'html', '<svg><a xlink:href="javascript:__xss(25)"><text x=20 y=20>s25</text></a></svg>'),
  P(26, 'html', '<marquee onstart=__xss(26)>m26</marquee>'),
  P(27, 'html', '"><img src=x onerror=__xss(27)>'),
  P(28, 'html', "'><script>__xss(28)</script>"),
  P(29, 'html', '</textarea><script>__xss(29)</script>'),
  P(30, 'html', '</title><script>__xss(30)</script>'),
  P(31, 'html', '<noscript><p title="</noscript><img src=x onerror=__xss(31)>">'),
  P(32, 'html', '<svg></p><style><a id="</style><img src=1 onerror=__xss(32)>">'),
  P(33, 'html', '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=__xss(33) src=1>">'),
  P(34, 'html', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss(34)>'),
  P(35, 'html', '<IMG SRC=JaVaScRiPt:__xss(35)>'),
  P(36, 'html', '<IMG """><SCRIPT>__xss(36)</SCRIPT>">'),
  P(37, 'html', '<SCRIPT SRC=data:text/javascript,__xss(37)></SCRIPT>'),
  P(38, 'html', '<img src=x onerror="&#95;&#95;xss(38)">'),
  P(39, 'html', '<a href="&#106;avascript:__xss(39)">enlace 39</a>'),
  P(40, 'html', '<a href=" &#14;  javascript:__xss(40)">enlace 40</a>'),
  P(41, 'html', '<meta http-equiv="refresh" content="0;url=javascript:__xss(41)">'),
  P(42, 'html', '<link rel=import href="data:text/html,<script>__xss(42)</script>">'),
  P(43, 'html', '<base href="javascript:__xss(43)//">'),
  P(44, 'html', '<table background="javascript:__xss(44)"><tr><td>t44</td></tr></table>'),
  P(45, 'html', "<svg><use href=\"data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='__xss(45)'/></svg>#x\"/></svg>"),
  P(46, 'html', '<template><img src=x onerror=__xss(46)></template>'),
  P(47, 'html', '<img src=x onerror=__xss(47)//'),
  P(48, 'html', '<isindex type=image src=1 onerror=__xss(48)>'),
  P(49, 'html', '<x onclick=__xss(49)>pulse 49</x>'),
  P(50, 'html', '<div onpointerenter=__xss(50) onmouseover=__xss(50)>zona 50</div>'),
  P(51, 'html', '<img src="x\u0000" onerror=__xss(51)>'),
  P(52, 'encoded', '%3Cscript%3E__xss(52)%3C%2Fscript%3E'),
  P(53, 'encoded', '%3Cimg%20src%3Dx%20onerror%3D__xss(53)%3E'),
  P(54, 'html', '<svg><style><img src=x onerror=__xss(54)></style></svg>'),
  P(55, 'url', 'data:text/html;base64,PHNjcmlwdD5fX3hzcyg1NSk8L3NjcmlwdD4='),
  P(56, 'html', '<img srcset="x 1x" onerror=__xss(56)>'),
  P(57, 'template', "{{$on.constructor('__xss(57)')()}}"),
  P(58, 'template', '<%= __xss(58) %>'),
  P(59, 'template', '#{__xss(59)}'),
  P(60, 'html', '<iframe src="data:text/html,<script>__xss(60)</script>"></iframe>'),
  P(61, 'html', '<svg/onload=__xss(61)>'),
  P(62, 'html', "<img src=x:x onerror=eval(atob('X194c3MoNjIp'))>"),
  P(63, 'html', '<a id=x63 tabindex=1 onfocus=__xss(63) autofocus>a63</a>'),
  P(64, 'html', '<xss id=x64 tabindex=1 onfocusin=__xss(64)>x64</xss>'),
  P(65, 'html', '<select autofocus onfocus=__xss(65)><option>s65</option></select>'),
  P(66, 'html', '<textarea autofocus onfocus=__xss(66)>t66</textarea>'),
  P(67, 'html', '<svg><foreignObject><img src=x onerror=__xss(67)></foreignObject></svg>'),
  P(68, 'url', '  JaVaScRiPt:__xss(68)'),
  P(69, 'html', "<img src=1 onerror=window['__x'+'ss'](69)>"),
  P(70, 'url', 'java\tscript:__xss(70)'),
  P(71, 'encoded', '%22%3E%3Csvg%2Fonload%3D__xss(71)%3E'),
  P(72, 'html', '<a href="#" onclick="__xss(72)">enlace 72</a><img src=x onerror=__xss(72)>'),
];

/** Payloads meant for URL fields (links, media). Every payload is also used as plain text. */
export const URL_PAYLOADS: readonly Payload[] = PAYLOADS.filter((p) => p.kind === 'url');

/**
 * Malformed percent sequences (issue 10): a lone `%`, a truncated 3-byte sequence, an invalid
 * continuation byte, `%%` and the non-standard `%u` escape. `decodeURIComponent` throws on each.
 */
export const MALFORMED_PERCENT: readonly string[] = ['%', '%E0%A4%A', '%C3%28', '%%', '%u0041'];
