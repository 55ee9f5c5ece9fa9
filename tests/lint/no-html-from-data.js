// ESLint rule grundy/no-html-from-data: markup may be written into the page (innerHTML, outerHTML,
// insertAdjacentHTML, document.write/writeln, an iframe's srcdoc) only from text the code itself
// holds. The value must be a string literal, or a template literal whose every ${...} is
//   - an escaping call: esc(...) or escapeHtml(...) (text made safe for markup),
//   - a number: a numeric literal, arithmetic other than +, Number(...), .length, or a
//     .toFixed(...)/.toString(...) call on those,
//   - static text: a literal, t('key', { ...safe values }) (the page's own locale files),
//   - Math.*(...) (a number),
//   - a template, conditional (a ? b : c) or logical (a || b) expression made of the above,
//   - .map(fn).join(...) or Array.from(x, fn).join(...) whose fn returns such a value,
//   - a call of a function of the same file whose every return value is such a value,
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

    // The function declared in this file that a called name refers to, if any.
    function functionOf(identifier) {
      const v = variableOf(identifier);
      if (!v || v.defs.length !== 1) return null;
      const def = v.defs[0];
      if (def.type === 'FunctionName') return def.node;
      const init = def.type === 'Variable' && def.parent.kind === 'const' ? def.node.init : null;
      return init && (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression') ? init : null;
    }

    // The first piece of data among the return values of `fn` (its own returns, not those of
    // functions inside it), or null when they are all safe.
    const checkingFunctions = new Set();
    function dataReturned(fn) {
      if (checkingFunctions.has(fn)) return fn; // recursive markup: not followed
      checkingFunctions.add(fn);
      try {
        if (fn.body.type !== 'BlockStatement') return dataIn(fn.body);
        const returns = [];
        const visit = (n) => {
          if (!n || typeof n.type !== 'string') return;
          if (n !== fn.body && /Function/.test(n.type)) return;
          if (n.type === 'ReturnStatement') returns.push(n.argument);
          for (const [key, value] of Object.entries(n)) {
            if (key === 'parent') continue;
            if (Array.isArray(value)) value.forEach(visit);
            else if (value && typeof value.type === 'string') visit(value);
          }
        };
        visit(fn.body);
        for (const r of returns) {
          const bad = r ? dataIn(r) : fn;
          if (bad) return bad;
        }
        return null;
      } finally {
        checkingFunctions.delete(fn);
      }
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
              if (!w.writeExpr && w.identifier.parent?.type === 'UpdateExpression') continue; // v++: a number
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
          // The page's own locale text, its parameters themselves safe.
          if (callee.type === 'Identifier' && callee.name === 't' && node.arguments[0]?.type === 'Literal') {
            const params = node.arguments[1];
            if (!params) return null;
            if (params.type !== 'ObjectExpression') return params;
            for (const prop of params.properties) {
              if (prop.type !== 'Property') return prop;
              const bad = dataIn(prop.value);
              if (bad) return bad;
            }
            return null;
          }
          if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'Math') return null;
          // A function of this file whose every return value is itself safe markup.
          if (callee.type === 'Identifier') {
            const fn = functionOf(callee);
            if (fn) return dataReturned(fn);
          }
          const name = propertyName(callee);
          if ((name === 'toFixed' || name === 'toString') && dataIn(callee.object) === null) return null;
          if (name === 'join' && node.arguments.every((a) => a.type === 'Literal')) {
            const inner = callee.object;
            const isMap = inner.type === 'CallExpression' && propertyName(inner.callee) === 'map';
            const isFrom = inner.type === 'CallExpression' && inner.callee.type === 'MemberExpression' && inner.callee.object.name === 'Array' && propertyName(inner.callee) === 'from';
            if (isMap || isFrom) {
              const fn = inner.arguments[isMap ? 0 : 1];
              if (fn && (fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionExpression')) return dataReturned(fn);
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
