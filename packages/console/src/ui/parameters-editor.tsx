/** The command's parameters as editable rows: name, SQL Server type, direction and value. */
import type { components } from '@site-query-gateway/client/openapi-types.js';

export type Parameter = components['schemas']['Parameter'];
type ParameterType = Parameter['type'];

const TYPES: ParameterType[] = ['Int', 'BigInt', 'NVarChar', 'VarChar', 'Decimal', 'Float', 'Bit', 'Date', 'DateTime', 'DateTime2', 'Time', 'UniqueIdentifier', 'VarBinary', 'Text', 'Money'];
const DIRECTIONS = ['input', 'output', 'inputOutput', 'returnValue'] as const;

export function ParametersEditor({ parameters, onChange }: { parameters: Parameter[]; onChange: (next: Parameter[]) => void }) {
  const set = (i: number, change: Partial<Parameter>): void => onChange(parameters.map((p, j) => (j === i ? { ...p, ...change } : p)));
  return (
    <fieldset>
      <legend>Parameters</legend>
      {parameters.length === 0 ? <p class="hint">None. Write @name in the SQL and add a parameter of that name to pass a value safely.</p> : null}
      {parameters.map((p, i) => (
        <div class="fields" key={i} role="group" aria-label={`Parameter ${i + 1}`}>
          <label>
            Name
            <input value={p.name} onInput={(e) => set(i, { name: e.currentTarget.value })} />
          </label>
          <label>
            Type
            <select value={p.type} onChange={(e) => set(i, { type: e.currentTarget.value as ParameterType })}>
              {TYPES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </label>
          <label>
            Direction
            <select value={p.direction ?? 'input'} onChange={(e) => set(i, { direction: e.currentTarget.value as Parameter['direction'] })}>
              {DIRECTIONS.map((d) => (
                <option key={d}>{d}</option>
              ))}
            </select>
          </label>
          <label>
            Value
            <input value={p.value ?? ''} onInput={(e) => set(i, { value: e.currentTarget.value })} />
          </label>
          <button type="button" class="secondary" aria-label={`Remove parameter ${p.name || i + 1}`} onClick={() => onChange(parameters.filter((_, j) => j !== i))}>
            Remove
          </button>
        </div>
      ))}
      <button type="button" class="secondary" onClick={() => onChange([...parameters, { name: `@p${parameters.length + 1}`, type: 'Int', direction: 'input', value: '' }])}>
        Add parameter
      </button>
    </fieldset>
  );
}
