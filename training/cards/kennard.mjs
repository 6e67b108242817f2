// Writes each card of the @letele/playing-cards package (Adrian Kennard's designs, CC0)
// as an SVG file named like the package's components (Sq, D10, Ca ...) into argv[2].
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { mkdirSync, writeFileSync } from "fs";
import * as deck from "./node_modules/@letele/playing-cards/dist/index.mjs";

const out = process.argv[2];
mkdirSync(out, { recursive: true });
for (const [name, Card] of Object.entries(deck)) {
  writeFileSync(`${out}/${name}.svg`, renderToStaticMarkup(React.createElement(Card)));
}
