hud-prompt_place = { $left ->
    [one] { $who }: ещё { $left } фишка
   *[other] { $who }: ещё { $left } фишек
}
