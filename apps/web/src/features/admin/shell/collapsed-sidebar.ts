import { useState } from 'react';

const KEY = 'parley:adminSidebarCollapsed';

/** Whether the desktop sidebar is collapsed; remembered in this browser across visits. */
export function useCollapsedSidebar(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(KEY) === '1');
  const set = (next: boolean) => {
    setCollapsed(next);
    if (next) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  };
  return [collapsed, set];
}
