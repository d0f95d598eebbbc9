/* maison reading edition: the reader's reading and furniture choice set on <body> before the
   page is drawn (no flash of the diplomatic reading). A file, not an inline script: the site's
   Content-Security-Policy runs no inline script. */
(function () {
  "use strict";
  var m = { diplomatic: "d", regularised: "r", normalised: "n" };
  var r = new URLSearchParams(location.search).get("reading");
  try {
    r = r || localStorage.getItem("maison.reading");
    if (localStorage.getItem("maison.furniture") === "off") document.body.classList.add("nofw");
  } catch (e) { /* storage refused: the defaults */ }
  document.body.className = document.body.className.replace("rd-d", "rd-" + (m[r] || "d"));
})();
