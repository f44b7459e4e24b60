import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children: ReactNode;
}

/** One panel of a <Tabs> group. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/**
 * Tabbed panels (for example pip / uv); every panel stays in the HTML so search and zoom see it.
 * Switching is done by the page's own script (tabs.behavior.ts).
 */
export function Tabs({ children }: { children: ReactNode }) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  const selected = items.find((i) => i.props.default)?.props.value ?? items[0]?.props.value;
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <div className="tabs-container">
      <div className="tabs" role="tablist">
        {items.map((item) => (
          <button
            key={item.props.value}
            type="button"
            role="tab"
            id={`${id}-tab-${item.props.value}`}
            aria-selected={item.props.value === selected}
            aria-controls={`${id}-panel-${item.props.value}`}
            className={`tab${item.props.value === selected ? ' tab--active' : ''}`}
          >
            {item.props.label ?? item.props.value}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${id}-panel-${item.props.value}`}
          aria-labelledby={`${id}-tab-${item.props.value}`}
          hidden={item.props.value !== selected}
          className="tab-panel"
        >
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
