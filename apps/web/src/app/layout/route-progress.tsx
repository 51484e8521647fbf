import { useNavigation } from 'react-router-dom';

/** A thin bar at the top while the next screen's code loads. */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="route-progress" role="progressbar" aria-label="Loading page" />;
}
