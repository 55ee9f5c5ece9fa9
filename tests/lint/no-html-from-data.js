// ESLint rule grundy/no-html-from-data: markup may be written into the page (innerHTML, outerHTML,
// insertAdjacentHTML, document.write/writeln, an iframe's srcdoc) only from text the code itself
// holds. The value must be a string literal, or a template literal whose every ${...} is
//   - an escaping call: esc(...) or escapeHtml(...) (text made safe for markup),
//   - a number: a numeric literal, arithmetic other than +, Number(...), .length, or a
//     .toFixed(...)/.toString(...) call on those,
//   - static text: a literal, t('key') with no parameters (the page's own locale files),
//   - a template, conditional (a ? b : c) or logical (a || b) expression made of the above,
//   - .map(...).join(...) whose callback returns such a value,
//   - a variable whose every assignment in the file is such a value (const TEMPLATE = `...`).
// Anything else (a name, a position, a spec, a message, text built elsewhere) is data: build the
// nodes with textContent / el(), or pass the text through esc().
const SINKS = new Set(['innerHTML', 'outerHTML', 'srcdoc']);
const CALL_SINKS = new Set(['insertAdjacentHTML', 'write', 'writeln']);
const ESCAPERS = new Set(['esc', 'escapeHtml']);

function propertyName(node) {
  if (!node || node.type !== 'MemberExpression') return null;
  if (!node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node.property.type === 'Literal') return String(node.property.value);
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'forbid writing HTML markup built from data' },
    schema: [],
    messages: {
      fromData: "{{sink}} is written from data ({{what}}): build the nodes with textContent, or pass the text through esc()",
    },
  },
  create(context) {
    const source = context.sourceCode;
    const checking = new Set(); // variables being checked (a self-referencing one is not static)

    function variableOf(node) {
      let scope = source.getScope(node);
      while (scope) {
        const v = scope.set.get(node.name);
        if (v) return v;
        scope = scope.upper;
      }
      return null;
    }

    // Returns null when `node` is safe markup text, or the first piece of it that is data.
    function dataIn(node) {
      switch (node.type) {
        case 'Literal':
          return null;
        case 'TemplateLiteral':
          for (const e of node.expressions) {
            const bad = dataIn(e);
            if (bad) return bad;
          }
          return null;
        case 'ConditionalExpression':
          return dataIn(node.consequent) ?? dataIn(node.alternate);
        case 'LogicalExpression':
          return dataIn(node.left) ?? dataIn(node.right);
        case 'UnaryExpression':
          return ['-', '+', '~'].includes(node.operator) ? null : node;
        case 'BinaryExpression':
          if (node.operator === '+') return dataIn(node.left) ?? dataIn(node.right);
          return null; // -, *, /, %, comparisons: a number or a boolean
        case 'Identifier': {
          const v = variableOf(node);
          if (!v || checking.has(v) || v.defs.some((d) => d.type !== 'Variable')) return node;
          checking.add(v);
          try {
            const writes = v.references.filter((r) => r.isWrite());
            if (writes.length === 0) return node;
            for (const w of writes) {
              if (!w.writeExpr) return node;
              const bad = dataIn(w.writeExpr);
              if (bad) return bad;
            }
            return null;
          } finally {
            checking.delete(v);
          }
        }
        case 'MemberExpression':
          return propertyName(node) === 'length' ? null : node;
        case 'CallExpression': {
          const callee = node.callee;
          if (callee.type === 'Identifier' && ESCAPERS.has(callee.name)) return null;
          if (callee.type === 'Identifier' && callee.name === 'Number') return null;
          if (callee.type === 'Identifier' && callee.name === 't' && node.arguments.length === 1 && node.arguments[0].type === 'Literal') return null;
          const name = propertyName(callee);
          if ((name === 'toFixed' || name === 'toString') && dataIn(callee.object) === null) return null;
          if (name === 'join' && node.arguments.every((a) => a.type === 'Literal')) {
            const inner = callee.object;
            if (inner.type === 'CallExpression' && propertyName(inner.callee) === 'map') {
              const fn = inner.arguments[0];
              if (fn && (fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionExpression')) {
                if (fn.body.type !== 'BlockStatement') return dataIn(fn.body);
              }
            }
          }
          return node;
        }
        default:
          return node;
      }
    }

    const reported = new Set(); // a variable written from data is reported once, not at every use
    function report(sink, valueNode) {
      const bad = dataIn(valueNode);
      if (!bad || reported.has(bad)) return;
      reported.add(bad);
      context.report({ node: bad, messageId: 'fromData', data: { sink, what: source.getText(bad).slice(0, 40) } });
    }

    return {
      AssignmentExpression(node) {
        const name = propertyName(node.left);
        if (name && SINKS.has(name)) report(name, node.right);
      },
      CallExpression(node) {
        const name = propertyName(node.callee);
        if (!name || !CALL_SINKS.has(name)) return;
        if (name !== 'insertAdjacentHTML' && !(node.callee.object.type === 'Identifier' && node.callee.object.name === 'document')) return;
        const value = node.arguments[name === 'insertAdjacentHTML' ? 1 : 0];
        if (value) report(name, value);
      },
    };
  },
};
