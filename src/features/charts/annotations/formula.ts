/**
 * Formula annotation expressions ('2*x+1', 'sin(x/86400000)*100'): a small parser that compiles an
 * expression in `x` into a function, without eval. Numbers, `x`, the constants `pi` and `e`,
 * + - * / % ^ (also `**`), unary minus, parentheses, implicit multiplication ('2x', '3(x+1)') and
 * the usual Math functions. A bad expression throws FormulaError.
 */

export class FormulaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormulaError';
  }
}

type Evaluate = (x: number) => number;

const FUNCTIONS: Record<string, (...args: number[]) => number> = {
  abs: Math.abs,
  sqrt: Math.sqrt,
  cbrt: Math.cbrt,
  exp: Math.exp,
  log: Math.log,
  log10: Math.log10,
  log2: Math.log2,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan,
  floor: Math.floor,
  ceil: Math.ceil,
  round: Math.round,
  sign: Math.sign,
  min: Math.min,
  max: Math.max,
  pow: Math.pow,
};

const CONSTANTS: Record<string, number> = { pi: Math.PI, e: Math.E };

type Token = { kind: 'number'; value: number } | { kind: 'name'; value: string } | { kind: 'symbol'; value: string };

function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  const pattern =
    /\s*(?:(\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)|([A-Za-z_][A-Za-z_0-9]*)|(\*\*|[-+*/%^(),]))/y;
  let position = 0;
  while (position < expression.length) {
    if (/^\s*$/.test(expression.slice(position))) break;
    pattern.lastIndex = position;
    const match = pattern.exec(expression);
    if (!match) throw new FormulaError(`Unexpected character '${expression.slice(position).trim()[0]}'`);
    if (match[1] !== undefined) tokens.push({ kind: 'number', value: Number(match[1]) });
    else if (match[2] !== undefined) tokens.push({ kind: 'name', value: match[2] });
    else tokens.push({ kind: 'symbol', value: match[3] === '**' ? '^' : match[3]! });
    position = pattern.lastIndex;
  }
  return tokens;
}

/** Recursive descent: sum → product → unary → power → primary (power is right-associative). */
class Parser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): Evaluate {
    if (this.tokens.length === 0) throw new FormulaError('Empty expression');
    const evaluate = this.sum();
    const rest = this.peek();
    if (rest) throw new FormulaError(`Unexpected '${String(rest.value)}'`);
    return evaluate;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private isSymbol(value: string): boolean {
    const token = this.peek();
    return token?.kind === 'symbol' && token.value === value;
  }

  private expect(value: string): void {
    if (!this.isSymbol(value)) throw new FormulaError(`Expected '${value}'`);
    this.index += 1;
  }

  private sum(): Evaluate {
    let left = this.product();
    while (this.isSymbol('+') || this.isSymbol('-')) {
      const operator = (this.tokens[this.index++] as Token).value;
      const right = this.product();
      const previous = left;
      left = operator === '+' ? (x) => previous(x) + right(x) : (x) => previous(x) - right(x);
    }
    return left;
  }

  /** Also implicit multiplication: a number, name or '(' right after an operand multiplies it. */
  private product(): Evaluate {
    let left = this.unary();
    for (;;) {
      const token = this.peek();
      const previous = left;
      if (token?.kind === 'symbol' && (token.value === '*' || token.value === '/' || token.value === '%')) {
        this.index += 1;
        const right = this.unary();
        if (token.value === '*') left = (x) => previous(x) * right(x);
        else if (token.value === '/') left = (x) => previous(x) / right(x);
        else left = (x) => previous(x) % right(x);
      } else if (token && (token.kind !== 'symbol' || token.value === '(')) {
        const right = this.power();
        left = (x) => previous(x) * right(x);
      } else {
        return left;
      }
    }
  }

  private unary(): Evaluate {
    if (this.isSymbol('-')) {
      this.index += 1;
      const operand = this.unary();
      return (x) => -operand(x);
    }
    if (this.isSymbol('+')) {
      this.index += 1;
      return this.unary();
    }
    return this.power();
  }

  private power(): Evaluate {
    const base = this.primary();
    if (!this.isSymbol('^')) return base;
    this.index += 1;
    const exponent = this.unary();
    return (x) => base(x) ** exponent(x);
  }

  private primary(): Evaluate {
    const token = this.tokens[this.index++];
    if (!token) throw new FormulaError('Unexpected end of expression');
    if (token.kind === 'number') {
      const { value } = token;
      return () => value;
    }
    if (token.kind === 'symbol') {
      if (token.value !== '(') throw new FormulaError(`Unexpected '${token.value}'`);
      const inner = this.sum();
      this.expect(')');
      return inner;
    }
    const name = token.value;
    if (name === 'x') return (x) => x;
    if (Object.hasOwn(CONSTANTS, name)) {
      const value = CONSTANTS[name]!;
      return () => value;
    }
    if (Object.hasOwn(FUNCTIONS, name) && this.isSymbol('(')) return this.call(FUNCTIONS[name]!);
    throw new FormulaError(`Undefined symbol ${name}`);
  }

  private call(fn: (...args: number[]) => number): Evaluate {
    this.expect('(');
    const args: Evaluate[] = [];
    if (!this.isSymbol(')')) {
      args.push(this.sum());
      while (this.isSymbol(',')) {
        this.index += 1;
        args.push(this.sum());
      }
    }
    this.expect(')');
    return (x) => fn(...args.map((arg) => arg(x)));
  }
}

/** Compiles the expression once; the result evaluates it for any x. */
export function compileFormula(expression: string): Evaluate {
  return new Parser(tokenize(expression)).parse();
}

/** Whether the expression parses (the editor checks a formula before applying it). */
export function isValidFormula(expression: string): boolean {
  try {
    compileFormula(expression);
    return true;
  } catch {
    return false;
  }
}
