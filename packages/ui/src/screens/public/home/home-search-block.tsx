import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { Input } from '../../../components/forms';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/tabs';
import { useTranslation } from '../../../i18n/use-translation';
import type { SearchKind } from '../search/saved-search-text';
import { homeSearchBlockClass } from './home-search-block-class';

export interface HomeSearchBlockProps {
  /** Non-empty text only (002: "Empty text does nothing"). */
  onSearch: (kind: SearchKind, text: string) => void;
}

function HomeSearchForm({ kind, onSearch }: { kind: SearchKind } & HomeSearchBlockProps) {
  const { t } = useTranslation('publicSearch');
  const inputId = useId();
  const [text, setText] = useState('');
  const label = kind === 'hospital' ? t('searchHospitals') : t('searchDoctors');
  return (
    <form
      role="search"
      aria-label={label}
      className="flex flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = text.trim();
        if (trimmed !== '') onSearch(kind, trimmed);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Input
        id={inputId}
        type="search"
        size="lg"
        autoComplete="off"
        maxLength={200}
        placeholder={kind === 'hospital' ? t('enterArea') : t('enterSpecialist')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      <Button type="submit" size="lg">
        <Search aria-hidden="true" />
        {t('search')}
      </Button>
    </form>
  );
}

/** The home page's search block (002): Hospital and Doctor tabs, each with its own text box. */
export function HomeSearchBlock({ onSearch }: HomeSearchBlockProps) {
  const { t } = useTranslation('publicSearch');
  return (
    <Tabs defaultValue="hospital" className={homeSearchBlockClass}>
      <TabsList aria-label={t('searchFor')}>
        <TabsTrigger value="hospital">{t('tabHospital')}</TabsTrigger>
        <TabsTrigger value="doctor">{t('tabDoctor')}</TabsTrigger>
      </TabsList>
      <TabsContent value="hospital">
        <HomeSearchForm kind="hospital" onSearch={onSearch} />
      </TabsContent>
      <TabsContent value="doctor">
        <HomeSearchForm kind="doctor" onSearch={onSearch} />
      </TabsContent>
    </Tabs>
  );
}
