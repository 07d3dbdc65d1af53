import { PROMO_VIDEO_SLOTS, type SettingsAdminView } from '#common/schemas/settings.ts';
import { FormField, INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { SaveBar } from '#app/admin/ui/save-bar.tsx';
import { OpeningHoursFields } from './opening-hours-fields.tsx';
import { PromoVideoSlot } from './promo-video-slot.tsx';
import { SettingsSection, SettingSwitch, SiteMedia } from './settings-section.tsx';
import { SLOTS, useSettingsForm } from './use-settings-form.ts';

const SOCIAL_PROFILES = [
  { key: 'facebook', label: 'Facebook', placeholder: 'https://facebook.com/gandhara-arts' },
  { key: 'instagram', label: 'Instagram', placeholder: 'https://instagram.com/gandhara.arts' },
  { key: 'pinterest', label: 'Pinterest', placeholder: 'https://pinterest.com/gandhara-arts' },
  { key: 'youtube', label: 'YouTube', placeholder: 'https://youtube.com/@gandhara-arts' },
  { key: 'whatsapp', label: 'WhatsApp channel or group', placeholder: 'https://whatsapp.com/channel/…' },
] as const;

/** The rate box's text as the settings hold it: empty is no rate; anything not a number is refused by the schema. */
const rateFromText = (text: unknown) =>
  text === null || typeof text === 'number' ? text : String(text).trim() === '' ? null : Number(text);

/**
 * The owner's Settings: contact, social profiles, analytics, watermark, pop-up image, the home film and the four
 * promo videos, checked with the same schema as the server. Files go up with the form, with its progress shown.
 */
export function SettingsForm({ initial }: { initial: SettingsAdminView }) {
  const settings = useSettingsForm(initial);
  const {
    register,
    control,
    formState: { errors },
  } = settings.form;

  return (
    <form onSubmit={settings.onSubmit} noValidate className="mx-auto max-w-6xl">
      <p className="max-w-2xl text-schist-600">
        What visitors see across the website: how to reach you, where to follow you, and the pictures and
        films of the home page. Changes show on the website as soon as you save.
      </p>

      <div className="mt-10 space-y-10">
        <SettingsSection
          title="Contact"
          description="Shown in the header, the footer and the contact page. The WhatsApp number is the one every Order and Chat link opens."
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Business phone"
              required
              error={errors.businessPhone?.message}
              hint="The Call links and the watermark on photographs use it."
            >
              <input type="tel" autoComplete="tel" {...register('businessPhone')} className={INPUT_CLASS} />
            </FormField>
            <FormField
              label="WhatsApp number"
              required
              error={errors.whatsappNumber?.message}
              hint="With the country code, such as +92 300 1234567."
            >
              <input type="tel" {...register('whatsappNumber')} className={INPUT_CLASS} />
            </FormField>
            <FormField label="E-mail" required error={errors.email?.message}>
              <input type="email" autoComplete="email" {...register('email')} className={INPUT_CLASS} />
            </FormField>
            <FormField label="Address" required error={errors.address?.message}>
              <input autoComplete="street-address" {...register('address')} className={INPUT_CLASS} />
            </FormField>
          </div>
        </SettingsSection>

        <OpeningHoursFields settings={settings} />

        <SettingsSection
          title="Social profiles"
          description="Each profile you fill in gets its icon in the footer. Leave a profile empty to hide its icon."
        >
          <div className="grid gap-5 sm:grid-cols-2">
            {SOCIAL_PROFILES.map((profile) => (
              <FormField
                key={profile.key}
                label={profile.label}
                error={errors.social?.[profile.key]?.message}
              >
                <input
                  type="url"
                  inputMode="url"
                  placeholder={profile.placeholder}
                  {...register(`social.${profile.key}`)}
                  className={INPUT_CLASS}
                />
              </FormField>
            ))}
          </div>
        </SettingsSection>

        <SettingsSection
          title="Analytics"
          description="Google Analytics 4. Without a measurement id the website loads no analytics at all."
        >
          <FormField
            label="Measurement id"
            error={errors.analyticsId?.message}
            hint="Found in Google Analytics under Admin, Data streams. It looks like G-ABC123XYZ."
          >
            <input
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="G-ABC123XYZ"
              {...register('analyticsId')}
              className={`${INPUT_CLASS} sm:max-w-xs`}
            />
          </FormField>
        </SettingsSection>

        <SettingsSection
          title="Watermark"
          description="Protects your photographs from being passed off as someone else’s work."
        >
          <SettingSwitch
            control={control}
            name="watermarkEnabled"
            label="Watermark on public photographs"
            help="The mark, the name Gandhara Arts and, if you choose below, the business phone, lightly printed low in the middle of every product, place and craftsman photograph, where every page's crop of it keeps it whole. Turning it on or off, or changing the phone, gives every photograph a new address, so visitors see the change at once."
          />
          <SettingSwitch
            control={control}
            name="watermarkPhone"
            label="Phone number in the watermark"
            help="Off: the watermark carries the mark and the name only, and a new phone leaves the photographs as they are. It has no effect while the watermark is off."
          />
        </SettingsSection>

        <SettingsSection
          title="How buying works"
          description="A short line beside the price on every product page, with a link to your shipping page: how visitors pay, how pieces are crated and insured, and how long they take."
        >
          <FormField
            label="Words beside the price"
            required
            error={errors.buyingNote?.message}
            counter={{ length: settings.values.buyingNote.length, rule: { max: 400 } }}
          >
            <textarea rows={3} {...register('buyingNote')} maxLength={400} className={INPUT_CLASS} />
          </FormField>
        </SettingsSection>

        <SettingsSection
          title="Sold pieces"
          description="A sold piece keeps its page, with a Sold badge and an “Ask for a similar piece” button, for the links already shared."
        >
          <SettingSwitch
            control={control}
            name="hideSoldFromLists"
            label="Hide sold pieces from the lists"
            help="When on, sold pieces leave the shop, the collections, the home page and search; their pages still open from a link. When off, they are listed after every available piece."
          />
        </SettingsSection>

        <SettingsSection
          title="Prices in rupees"
          description="With a rate, visitors can switch the website’s prices between US dollars and Pakistani rupees (at the foot of every page). Dollars stay the default, and the only currency search engines see. The rate is never fetched from elsewhere: change it here when you want."
        >
          <FormField
            label="Rupees to one US dollar"
            error={errors.pkrRate?.message}
            hint="Such as 280.50. Leave empty to show dollars only."
          >
            <input
              inputMode="decimal"
              spellCheck={false}
              placeholder="280.50"
              {...register('pkrRate', { setValueAs: rateFromText })}
              className={`${INPUT_CLASS} sm:max-w-xs`}
            />
          </FormField>
        </SettingsSection>

        <SettingsSection
          title="Pop-up image"
          description="The picture of the welcome pop-up that invites first-time visitors on a Taxila tour. Without one, no pop-up opens."
        >
          <SiteMedia settings={settings} kind="image" label="Pop-up image" name="popupImage" />
        </SettingsSection>

        <SettingsSection
          title="Home page film"
          description="Plays without sound behind the home page’s heading. The poster shows while it loads, and instead of it for visitors who prefer less motion."
        >
          <SiteMedia settings={settings} kind="video" label="Home film" name="heroVideo" />
          <SiteMedia settings={settings} kind="image" label="Home poster" name="heroPoster" />
        </SettingsSection>

        <SettingsSection
          title="Promo videos"
          description={`Up to ${PROMO_VIDEO_SLOTS} short films in the home page’s “Stone in Motion” section, in this order. A place left empty is not shown.`}
        >
          <div className="space-y-6">
            {SLOTS.map((index) => (
              <PromoVideoSlot key={index} settings={settings} index={index} />
            ))}
          </div>
        </SettingsSection>
      </div>

      <SaveBar
        unsaved={settings.unsaved}
        busy={settings.form.formState.isSubmitting}
        progress={settings.progress}
        progressLabel="Uploading files"
        saveLabel="Save settings"
        onDiscard={settings.discard}
      />
    </form>
  );
}
