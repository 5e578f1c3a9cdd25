import '../styles.css';
import { AppThemeProvider } from '../providers/app-theme-provider';
import { PublicLayout } from './public-layout';
import { NotFoundPage } from './not-found-page';

/**
 * The app's not-found page for a page outside the Mantine shell (a blog post that does not exist).
 * Those pages stay light, so this chunk, loaded lazily, brings Mantine (provider, layout and the
 * shell's CSS) along only when it is needed.
 */
export default function BlogNotFound() {
  return (
    <AppThemeProvider>
      <PublicLayout>
        <NotFoundPage />
      </PublicLayout>
    </AppThemeProvider>
  );
}
