import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, useNavigation, type NavigateOptions } from 'react-router';

/**
 * The page's latest query as asked for in this browser, shared by every control that changes it (one page is shown
 * at a time), and the queries asked for that the router has not reached yet, oldest first.
 */
const address = { latest: '', asked: [] as string[] };

/**
 * Changes part of the page's query on top of the latest one asked for, not the one on screen: choosing a category
 * and then pressing Table before the list has loaded keeps the category. The latest is the router's pending
 * navigation on this page when there is one, else the address; a change asked for counts at once, before the
 * router's next render.
 */
export function useAddressParams() {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const target =
    navigation.state !== 'idle' && navigation.location.pathname === location.pathname
      ? navigation.location.search
      : location.search;
  // The router's renders can come after the next change was asked for (it updates in a transition): one of the
  // queries asked for arriving is no news, the last one is the router catching up, and anything else is a
  // navigation from elsewhere (a link, Back), which counts.
  useLayoutEffect(() => {
    const index = address.asked.indexOf(target);
    if (index !== -1 && index < address.asked.length - 1) return;
    address.asked = [];
    address.latest = target;
  }, [target]);

  return (change: (params: URLSearchParams) => void, options?: NavigateOptions) => {
    const params = new URLSearchParams(address.latest);
    change(params);
    const search = params.toString() ? `?${params.toString()}` : '';
    address.latest = search;
    address.asked.push(search);
    void navigate({ pathname: location.pathname, search }, options);
  };
}
