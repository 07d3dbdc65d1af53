import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

/**
 * A row of tabs over their panels (Radix Tabs, so arrow keys move between tabs): the FAQ's question groups and the
 * tours section's categories. Each place keeps its own look. `forceMount` renders every
 * panel, the inactive ones hidden by their class, so that all of them are in the first HTML.
 */
export function PillTabs<T extends string>(props: {
  label: string;
  value: T;
  onValueChange: (value: T) => void;
  tabs: readonly { value: T; label: ReactNode; panel: ReactNode }[];
  /** The class names of the whole, the row of tabs, each tab and each panel. */
  look: { root?: string; list: string; tab: string; panel: string };
  forceMount?: true;
}) {
  return (
    <Tabs.Root
      value={props.value}
      onValueChange={(value) => props.onValueChange(value as T)}
      className={props.look.root}
    >
      <Tabs.List aria-label={props.label} className={props.look.list}>
        {props.tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={props.look.tab}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {props.tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          forceMount={props.forceMount}
          className={props.look.panel}
        >
          {tab.panel}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
