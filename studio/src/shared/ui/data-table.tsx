// A table with its caption (for screen readers) and its column headings, scrolled sideways
// on a narrow screen inside a region a keyboard can reach and scroll.
import { useId } from 'react';
import type { ReactNode } from 'react';

interface DataTableProps {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}

export function DataTable({ caption, columns, children }: DataTableProps) {
  const captionId = useId();
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto">
      <table className="table">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
