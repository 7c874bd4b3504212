import ts from 'typescript';

/**
 * Which environment variables a source file reads, found on its syntax tree (comments and
 * strings that merely mention `process.env` are not reads):
 *
 *   process.env.API_BASE_URL, process.env['API_BASE_URL'], process.env.X ||= …   → reads
 *   process.env.NODE_ENV = 'production'                                          → a write, not a read
 *   const { A, B } = process.env                                                 → A, B
 *   function f(env = process.env) { env.REDIS_URL }                             → REDIS_URL
 *   function intFromEnv(name) { process.env[name] } … intFromEnv('API_TIMEOUT_MS', 1) → API_TIMEOUT_MS
 *   function read(env, name) { env[`NEXT_PUBLIC_PUSHER_${name}`] } … read(env, 'KEY') → NEXT_PUBLIC_PUSHER_KEY
 *   const NAME = ['A', 'B'].join('_'); env[NAME]                                 → A_B
 *   { ...process.env }, spawn(cmd, { env: process.env })                         → handing it on, not a read
 *
 * A read this cannot name (a key computed some other way) is reported in `unresolved`, so a new
 * way of reading the environment fails the test instead of slipping past it.
 */
export interface EnvReads {
  names: Set<string>;
  /** `file:line` of each read whose variable could not be named. */
  unresolved: string[];
}

function isProcessEnv(node: ts.Node): boolean {
  return (
    ts.isPropertyAccessExpression(node) &&
    node.name.text === 'env' &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'process'
  );
}

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (/\.(mjs|cjs|js)$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** The function (declaration, expression or arrow) a node sits in, or the file. */
function enclosingFunction(node: ts.Node): ts.SignatureDeclaration | ts.SourceFile {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n) || ts.isArrowFunction(n) || ts.isMethodDeclaration(n)) return n;
    if (ts.isSourceFile(n)) return n;
  }
  return node.getSourceFile();
}

function functionName(fn: ts.SignatureDeclaration): string | null {
  if (fn.name && ts.isIdentifier(fn.name)) return fn.name.text;
  // const read = (…) => …
  if (fn.parent && ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) return fn.parent.name.text;
  return null;
}

export function envReads(file: string, source: string): EnvReads {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, scriptKind(file));
  const names = new Set<string>();
  const unresolved: string[] = [];
  const where = (node: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  // Identifiers that stand for process.env: `env = process.env` parameters (within their
  // function) and `const env = process.env` (within the file).
  const aliases: { name: string; scope: ts.Node }[] = [];
  // Top-level constants, for keys written as a named constant.
  const constants = new Map<string, ts.Expression>();
  const calls: ts.CallExpression[] = [];

  const collect = (node: ts.Node) => {
    if (ts.isParameter(node) && node.initializer && isProcessEnv(node.initializer) && ts.isIdentifier(node.name)) {
      aliases.push({ name: node.name.text, scope: node.parent });
    }
    if (ts.isVariableDeclaration(node) && node.initializer) {
      if (isProcessEnv(node.initializer)) {
        if (ts.isIdentifier(node.name)) aliases.push({ name: node.name.text, scope: sf });
        else if (ts.isObjectBindingPattern(node.name)) {
          for (const element of node.name.elements) {
            const key = element.propertyName ?? element.name;
            if (ts.isIdentifier(key)) names.add(key.text);
            else unresolved.push(where(element));
          }
        }
      } else if (ts.isIdentifier(node.name)) {
        constants.set(node.name.text, node.initializer);
      }
    }
    if (ts.isCallExpression(node)) calls.push(node);
    ts.forEachChild(node, collect);
  };
  collect(sf);

  // A local function handed the environment passes it on: `read(env, 'KEY')` makes read's first
  // parameter stand for process.env too.
  const localFunctions = new Map<string, ts.SignatureDeclaration>();
  const findFunctions = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node)) {
      const name = functionName(node);
      if (name) localFunctions.set(name, node);
    }
    ts.forEachChild(node, findFunctions);
  };
  findFunctions(sf);
  for (let grew = true; grew; ) {
    grew = false;
    for (const call of calls) {
      const callee = ts.isIdentifier(call.expression) ? localFunctions.get(call.expression.text) : undefined;
      if (!callee) continue;
      call.arguments.forEach((arg, i) => {
        const param = callee.parameters[i];
        if (!param || !ts.isIdentifier(param.name) || !isEnvObject(arg)) return;
        const name = param.name.text;
        if (aliases.some((a) => a.name === name && a.scope === callee)) return;
        aliases.push({ name, scope: callee });
        grew = true;
      });
    }
  }

  function isEnvObject(node: ts.Node): boolean {
    return (
      isProcessEnv(node) ||
      (ts.isIdentifier(node) &&
        aliases.some((a) => a.name === node.text && (a.scope === sf || (node.pos >= a.scope.pos && node.end <= a.scope.end))))
    );
  }

  /** The strings an expression can be, or null when it cannot be told. */
  const valuesOf = (expr: ts.Expression, at: ts.Node, depth = 0): string[] | null => {
    if (depth > 4) return null;
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
    if (ts.isParenthesizedExpression(expr)) return valuesOf(expr.expression, at, depth + 1);
    if (ts.isTemplateExpression(expr)) {
      let out = [expr.head.text];
      for (const span of expr.templateSpans) {
        const parts = valuesOf(span.expression, at, depth + 1);
        if (!parts) return null;
        out = out.flatMap((prefix) => parts.map((p) => prefix + p + span.literal.text));
      }
      return out;
    }
    // ['A', 'B'].join('_')
    if (
      ts.isCallExpression(expr) &&
      ts.isPropertyAccessExpression(expr.expression) &&
      expr.expression.name.text === 'join' &&
      ts.isArrayLiteralExpression(expr.expression.expression) &&
      expr.arguments.length === 1 &&
      ts.isStringLiteral(expr.arguments[0]!)
    ) {
      const items = expr.expression.expression.elements;
      if (!items.every((e) => ts.isStringLiteral(e))) return null;
      return [items.map((e) => (e as ts.StringLiteral).text).join((expr.arguments[0] as ts.StringLiteral).text)];
    }
    if (ts.isIdentifier(expr)) {
      // A parameter of the enclosing function: whatever the file's calls of it pass there.
      const fn = enclosingFunction(at);
      if (!ts.isSourceFile(fn)) {
        const index = fn.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === expr.text);
        if (index !== -1) {
          const name = functionName(fn);
          if (!name) return null;
          const passed = calls
            .filter((c) => ts.isIdentifier(c.expression) && c.expression.text === name)
            .map((c) => c.arguments[index]);
          if (passed.length === 0) return null;
          const out: string[] = [];
          for (const arg of passed) {
            const values = arg ? valuesOf(arg, arg, depth + 1) : null;
            if (!values) return null;
            out.push(...values);
          }
          return out;
        }
      }
      const constant = constants.get(expr.text);
      return constant ? valuesOf(constant, constant, depth + 1) : null;
    }
    return null;
  };

  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && isEnvObject(node.expression)) {
      const parent = node.parent;
      const assigned = ts.isBinaryExpression(parent) && parent.left === node && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken;
      if (!assigned) names.add(node.name.text);
    } else if (ts.isElementAccessExpression(node) && isEnvObject(node.expression)) {
      const values = valuesOf(node.argumentExpression, node);
      if (values) values.forEach((v) => names.add(v));
      else unresolved.push(where(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { names, unresolved };
}

/** The variable names of an `.env.example` (`NAME=value` lines). */
export function exampleNames(text: string): string[] {
  return [...text.matchAll(/^([A-Z_][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
}

/**
 * `.env.example` lines that no comment explains: each run of `NAME=` lines must come right after
 * a comment line (a group, such as the realtime settings, shares one comment).
 */
export function uncommentedNames(text: string): string[] {
  const lines = text.split('\n');
  const out: string[] = [];
  lines.forEach((line, i) => {
    const m = line.match(/^([A-Z_][A-Z0-9_]*)=/);
    if (!m) return;
    let j = i - 1;
    while (j >= 0 && /^[A-Z_][A-Z0-9_]*=/.test(lines[j]!)) j--;
    if (j < 0 || !lines[j]!.startsWith('#')) out.push(m[1]!);
  });
  return out;
}
