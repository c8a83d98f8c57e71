import { FieldArray, getIn, useFormikContext } from "formik";
import type { ReactNode } from "react";

/**
 * A repeatable group of a form (venues, prices, cast…): each item can be moved up or down or
 * removed, and new items added.
 */
export function Repeatable<T>({ name, legend, itemLabel, blank, children }: {
  name: string;
  legend: string;
  itemLabel: string;
  blank: () => T;
  children: (prefix: string, index: number, item: T) => ReactNode;
}) {
  const { values } = useFormikContext();
  const items = (getIn(values, name) as T[] | undefined) ?? [];
  return (
    <FieldArray name={name}>
      {(array) => (
        <fieldset className="repeatable">
          <legend>{legend}</legend>
          {items.map((item, index) => (
            <div key={index} className="repeatable-item">
              <div className="repeatable-fields">{children(`${name}.${index}`, index, item)}</div>
              <div className="repeatable-actions">
                <button type="button" disabled={index === 0} onClick={() => array.swap(index, index - 1)}>Move up<span className="visually-hidden"> {itemLabel} {index + 1}</span></button>
                <button type="button" disabled={index === items.length - 1} onClick={() => array.swap(index, index + 1)}>Move down<span className="visually-hidden"> {itemLabel} {index + 1}</span></button>
                <button type="button" className="danger" onClick={() => array.remove(index)}>Remove<span className="visually-hidden"> {itemLabel} {index + 1}</span></button>
              </div>
            </div>
          ))}
          <button type="button" onClick={() => array.push(blank())}>+ Add {itemLabel}</button>
        </fieldset>
      )}
    </FieldArray>
  );
}
