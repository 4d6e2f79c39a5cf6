import { useState } from "react";
import { secondary } from "~/features/admin-core/ui";
import { MediaPicker } from "./media-picker";
import { picked } from "./media-model";
import { useMediaTexts } from "./media-texts";
import { isObj } from "./model";

/** ChoosePicture: the button that opens the media library for an image
 * field, and sets the field to the picture picked or uploaded there (the
 * uploaded form, keeping its alt texts: media-model.ts picked), and says
 * the picture's size. A hero
 * background is uploaded with the 2400-pixel width too. */
export function ChoosePicture({ value, field, languages, onChange }: { value: unknown; field: string; languages: string[]; onChange: (next: unknown, size: { width: number; height: number }) => void }) {
  const { mt } = useMediaTexts();
  const [open, setOpen] = useState(false);
  const current = isObj(value) && typeof value.media === "string" ? value.media : undefined;
  return (
    <>
      <button type="button" className={secondary} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {current ? mt.change : mt.choose}
      </button>
      <MediaPicker
        open={open}
        current={current}
        hero={field === "background"}
        onClose={() => setOpen(false)}
        onPick={(asset) => {
          onChange(picked(value, asset, languages), asset);
          setOpen(false);
        }}
      />
    </>
  );
}
