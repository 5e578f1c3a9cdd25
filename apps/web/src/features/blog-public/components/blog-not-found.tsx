import '../../../app/styles.css';
import { AppThemeProvider } from '../../../app/providers/app-theme-provider';
import { PublicLayout } from '../../../app/layout/public-layout';
import { NotFoundPage } from '../../../app/layout/not-found-page';

/**
 * The app's not-found page for a post that does not exist. The blog pages sit outside the Mantine
 * shell (to stay light), so this chunk brings Mantine (provider, layout and the shell's CSS) along
 * only when it is needed.
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
