#!/usr/bin/env node
// The one field list of the API's answers: the structs of core/include/grundy/api/*.hpp, read here
// and written out twice, so a field is declared once (in its struct) and filled once (by the core):
//   --cpp <first|full> <out>  the embind value objects of that module's structs (bindings.cpp and
//                             bindings_full.cpp include it; wasm/CMakeLists.txt runs this at build time)
//   --write                   the interfaces of those structs in wasm/grundy.d.ts, between its
//                             "generated" markers, each field's comment in the struct its doc comment
//   --check                   exits 1 when grundy.d.ts is not what --write would make
//                             (tests/lint/api-fields.test.mjs runs it)
// A struct is `struct Name { Type name = default; // comment };` at the namespace's top level; a
// comment on the lines just above a struct or a field is its doc too. A string field whose comment
// starts with quoted words joined by " | " ("P" | "N") has those words as its TypeScript type, and an
// int field whose comment starts with numbers so joined (1 | 2 | 3) has those.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dts = join(root, 'wasm/grundy.d.ts');

// Which parts of the API each module binds the structs of (wasm/CMakeLists.txt: the first module is
// what the page loads as it opens; the full module binds the first module's structs too).
export const modules = {
  first: ['describe', 'play', 'patterns'],
  full: ['rules', 'exercises', 'export', 'misere', 'identify'],
};
// Structs that cross by hand (wasm/helpers.cpp), not as value objects: a rules error is flat in JS.
const byHand = new Set(['RulesError']);

/** The structs of one part: [{ name, doc, fields: [{ type, name, doc }] }]. */
export function readStructs(part) {
  const lines = readFileSync(join(root, `core/include/grundy/api/${part}.hpp`), 'utf8').split('\n');
  const structs = [];
  let current = null;
  let comment = [];
  let last = null; // the field a trailing comment may continue
  let pending = ''; // a field clang-format wrapped before its ';'
  for (const raw of lines) {
    if (current && pending === '' && /^\s+[^/\s][^;]*$/.test(raw)) {
      pending = raw;
      continue;
    }
    const line = pending ? `${pending.trimEnd()} ${raw.trim()}` : raw;
    pending = '';
    const open = /^struct (\w+) \{/.exec(line);
    const only = /^(\s*)\/\/ ?(.*)$/.exec(line);
    if (open) {
      current = { name: open[1], doc: comment.join(' '), fields: [] };
      if (/\};\s*$/.test(line)) throw new Error(`${part}.hpp: write struct ${open[1]} one field a line`);
      structs.push(current);
      comment = [];
      last = null;
    } else if (current && /^\};/.test(line)) {
      current = null;
    } else if (only) {
      if (current && last && only[1].length > 4 && comment.length === 0) last.doc += ` ${only[2]}`;
      else comment.push(only[2]);
      continue;
    } else if (current) {
      const field = /^\s+([\w:]+(?:<[^;]*>)?)\s+(\w+(?:\s*,\s*\w+)*)\s*(?:=[^;]*)?;\s*(?:\/\/ ?(.*))?$/.exec(line);
      if (field) {
        const doc = [...comment, field[3] ?? ''].filter(Boolean).join(' ');
        for (const name of field[2].split(/\s*,\s*/)) {
          last = { type: field[1], name, doc };
          current.fields.push(last);
        }
      } else if (line.trim() !== '') {
        throw new Error(`${part}.hpp, struct ${current.name}: cannot read '${line.trim()}'`);
      }
    }
    if (!only) {
      if (line.trim() === '' || !current) last = null;
      comment = [];
    }
  }
  return structs.filter((s) => !byHand.has(s.name));
}

/** The embind value objects of a module's structs, as statements inside EMSCRIPTEN_BINDINGS. */
export function cpp(module) {
  const out = [`// Made by wasm/api-fields.mjs from core/include/grundy/api/{${modules[module].join(',')}}.hpp: do not edit.`];
  for (const part of modules[module]) {
    for (const s of readStructs(part)) {
      const fields = s.fields.map((f) => `\n    .field("${f.name}", &api::${s.name}::${f.name})`).join('');
      out.push(`object<api::${s.name}>("${s.name}")${fields};`);
    }
  }
  return `${out.join('\n')}\n`;
}

function tsType(type, doc) {
  const vector = /^std::vector<(.+)>$/.exec(type);
  if (vector) return `${tsType(vector[1], '')}[]`;
  const optional = /^std::optional<(.+)>$/.exec(type);
  if (optional) return `${tsType(optional[1], '')} | null`;
  if (type === 'std::string') {
    const words = /^("[^"]*"(?: \| "[^"]*")+)/.exec(doc);
    return words ? words[1].replaceAll('"', "'") : 'string';
  }
  if (type === 'bool') return 'boolean';
  const numbers = /^(\d+(?: \| \d+)+)/.exec(doc);
  if (type === 'int' && numbers) return numbers[1];
  if (['int', 'std::int64_t', 'Value', 'double'].includes(type)) return 'number';
  if (/^\w+$/.test(type)) return type;
  throw new Error(`api-fields.mjs: no TypeScript type for ${type}`);
}

function docComment(text, indent) {
  if (!text) return '';
  const escaped = text.replaceAll('*/', '*\\/');
  return `${indent}/** ${escaped[0].toUpperCase()}${escaped.slice(1)} */\n`;
}

/** The TypeScript interfaces of every module's structs. */
export function typescript() {
  const out = [];
  for (const part of [...modules.first, ...modules.full]) {
    for (const s of readStructs(part)) {
      const fields = s.fields.map((f) => `${docComment(f.doc, '  ')}  ${f.name}: ${tsType(f.type, f.doc)};\n`).join('');
      out.push(`${docComment(s.doc, '')}export interface ${s.name} {\n${fields}}\n`);
    }
  }
  return out.join('\n');
}

const begin = '// ---- Made by wasm/api-fields.mjs from core/include/grundy/api/*.hpp (node wasm/api-fields.mjs --write): do not edit ----\n';
const end = '// ---- End of what wasm/api-fields.mjs made ----\n';

/** grundy.d.ts with its generated part as the structs say now. */
export function declarations() {
  const text = readFileSync(dts, 'utf8');
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error('grundy.d.ts: the markers of the generated part are missing');
  return `${text.slice(0, from)}${begin}\n${typescript()}\n${text.slice(to)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [mode, module, out] = process.argv.slice(2);
  if (mode === '--cpp' && modules[module] && out) {
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, cpp(module));
  } else if (mode === '--write') {
    writeFileSync(dts, declarations());
  } else if (mode === '--check') {
    if (readFileSync(dts, 'utf8') !== declarations()) {
      console.error('wasm/grundy.d.ts is stale: run node wasm/api-fields.mjs --write');
      process.exit(1);
    }
  } else {
    console.error('usage: node wasm/api-fields.mjs --cpp first|full <out> | --write | --check');
    process.exit(2);
  }
}
