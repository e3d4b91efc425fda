/** Superset's DATETIME / DATEADD / DATETRUNC / LASTDAY / DATEDIFF / HOLIDAY time expressions. */
import {
  addTimeUnits,
  daysInMonth,
  lastDay,
  parseFail,
  TimeRangeError,
  truncateTime,
  UNITS,
  utc,
  type TimeUnit,
} from './timeCalendar';
import { parseHumanDatetime } from './timeHumanDates';

type Token = { kind: 'word' | 'int' | 'text' | 'punct'; value: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:([A-Za-z_]+)|([+-]?\d+)|'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|([(),]))/y;
  let index = 0;
  while (index < source.length) {
    if (/^\s*$/.test(source.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(source);
    if (!match) throw parseFail(source);
    index = pattern.lastIndex;
    if (match[1] !== undefined) tokens.push({ kind: 'word', value: match[1] });
    else if (match[2] !== undefined) tokens.push({ kind: 'int', value: match[2] });
    else if (match[3] !== undefined || match[4] !== undefined)
      tokens.push({ kind: 'text', value: match[3] ?? match[4] });
    else tokens.push({ kind: 'punct', value: match[5] });
  }
  return tokens;
}

class ExpressionParser {
  private position = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly source: string,
    private readonly now: Date,
  ) {}

  parseAll(): Date {
    const value = this.dateExpr();
    if (this.position !== this.tokens.length) throw parseFail(this.source);
    return value;
  }

  private next(): Token {
    const token = this.tokens[this.position++];
    if (!token) throw parseFail(this.source);
    return token;
  }
  private peek(value: string): boolean {
    const token = this.tokens[this.position];
    return token !== undefined && token.kind === 'punct' && token.value === value;
  }
  private expect(value: string): void {
    const token = this.next();
    if (token.kind !== 'punct' || token.value !== value) throw parseFail(this.source);
  }
  private text(): string {
    const token = this.next();
    if (token.kind !== 'text') throw parseFail(this.source);
    return token.value;
  }
  private unit(allowed: readonly TimeUnit[] = UNITS): TimeUnit {
    const token = this.next();
    const unit = UNITS.find((u) => u === token.value.toLowerCase());
    if (token.kind !== 'word' || !unit || !allowed.includes(unit)) throw parseFail(this.source);
    return unit;
  }
  /** Closes a call, allowing Superset's optional trailing comma. */
  private close(): void {
    if (this.peek(',')) this.position += 1;
    this.expect(')');
  }

  private dateExpr(): Date {
    const name = this.next();
    if (name.kind !== 'word') throw parseFail(this.source);
    this.expect('(');
    switch (name.value.toUpperCase()) {
      case 'DATETIME': {
        const value = parseHumanDatetime(this.text(), this.now);
        this.expect(')');
        return value;
      }
      case 'DATEADD': {
        const base = this.dateExpr();
        this.expect(',');
        const delta = this.intOperand();
        this.expect(',');
        const unit = this.unit();
        this.close();
        return addTimeUnits(base, delta, unit);
      }
      case 'DATETRUNC': {
        const base = this.dateExpr();
        this.expect(',');
        const unit = this.unit();
        this.close();
        return truncateTime(base, unit);
      }
      case 'LASTDAY': {
        const base = this.dateExpr();
        this.expect(',');
        const unit = this.unit(['year', 'quarter', 'month', 'week', 'day']);
        this.close();
        return lastDay(base, unit);
      }
      case 'HOLIDAY':
        return this.holiday();
      default:
        throw parseFail(this.source);
    }
  }

  private intOperand(): number {
    const token = this.tokens[this.position];
    if (token?.kind === 'int') {
      this.position += 1;
      return Number(token.value);
    }
    if (token?.kind !== 'word' || token.value.toUpperCase() !== 'DATEDIFF') throw parseFail(this.source);
    this.position += 1;
    this.expect('(');
    const from = this.dateExpr();
    this.expect(',');
    const to = this.dateExpr();
    let unit: TimeUnit = 'day';
    if (this.peek(',') && this.tokens[this.position + 1]?.kind === 'word') {
      this.position += 1;
      unit = this.unit(['year', 'day']);
    }
    this.close();
    if (unit === 'year') return to.getUTCFullYear() - from.getUTCFullYear();
    return Math.floor((to.getTime() - from.getTime()) / 864e5);
  }

  private holiday(): Date {
    const name = this.text();
    let year = this.now.getUTCFullYear();
    let country = 'US';
    if (this.peek(',')) this.position += 1;
    if (this.tokens[this.position]?.kind === 'word') year = this.dateExpr().getUTCFullYear();
    if (this.peek(',')) this.position += 1;
    if (this.tokens[this.position]?.kind === 'text') country = this.text();
    this.close();
    const found = country.toUpperCase() === 'US' ? findUsHoliday(name, year) : null;
    if (!found) throw new TimeRangeError(`Unable to find such a holiday: [${name}]`);
    return found;
  }
}

/** nth (1-based; -1 = last) weekday (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): Date {
  if (nth < 0) {
    const last = utc(year, month, daysInMonth(year, month));
    return addTimeUnits(last, -((last.getUTCDay() - weekday + 7) % 7), 'day');
  }
  const first = utc(year, month);
  return addTimeUnits(first, ((weekday - first.getUTCDay() + 7) % 7) + (nth - 1) * 7, 'day');
}

const US_HOLIDAYS: [string, (y: number) => Date][] = [
  ["New Year's Day", (y) => utc(y, 0, 1)],
  ['Martin Luther King Jr. Day', (y) => nthWeekday(y, 0, 1, 3)],
  ["Washington's Birthday", (y) => nthWeekday(y, 1, 1, 3)],
  ['Memorial Day', (y) => nthWeekday(y, 4, 1, -1)],
  ['Juneteenth National Independence Day', (y) => utc(y, 5, 19)],
  ['Independence Day', (y) => utc(y, 6, 4)],
  ['Labor Day', (y) => nthWeekday(y, 8, 1, 1)],
  ['Columbus Day', (y) => nthWeekday(y, 9, 1, 2)],
  ['Veterans Day', (y) => utc(y, 10, 11)],
  ['Thanksgiving', (y) => nthWeekday(y, 10, 4, 4)],
  ['Christmas Day', (y) => utc(y, 11, 25)],
];

function findUsHoliday(name: string, year: number): Date | null {
  const wanted = name.trim().toLowerCase();
  const entry = wanted ? US_HOLIDAYS.find(([label]) => label.toLowerCase().startsWith(wanted)) : undefined;
  return entry ? entry[1](year) : null;
}

export function evaluateTimeExpression(expression: string, now: Date): Date {
  return new ExpressionParser(tokenize(expression), expression, now).parseAll();
}
